import { useTranslation } from 'react-i18next';
import type { DeskReceipt } from '../api/desk-receipt';

/** The receipt as printed on an 80 mm thermal roll: operator, sale, lines, VAT, tenders and change. */
export function ReceiptView({ receipt }: { receipt: DeskReceipt }) {
  const { t } = useTranslation('foh');
  return (
    <article className="receipt" aria-labelledby="receipt-heading" data-testid="receipt">
      <header className="receipt__operator">
        <h2 id="receipt-heading">{receipt.operator.name}</h2>
        {receipt.venue ? <p>{receipt.venue.name}</p> : null}
        {receipt.operator.address ? <p>{receipt.operator.address}</p> : null}
        {receipt.operator.vatNumber ? (
          <p>{t('receipt.vatNumber', { number: receipt.operator.vatNumber })}</p>
        ) : null}
      </header>
      <dl className="receipt__facts">
        <dt>{t('receipt.order')}</dt>
        <dd>{receipt.orderId}</dd>
        <dt>{t('receipt.date')}</dt>
        <dd>{receipt.createdAtLocal}</dd>
        <dt>{t('receipt.customer')}</dt>
        <dd>
          {receipt.customer.name}
          {receipt.customer.reference ? ` (${receipt.customer.reference})` : ''}
        </dd>
        {receipt.seller ? (
          <>
            <dt>{t('receipt.servedBy')}</dt>
            <dd>{receipt.seller.name}</dd>
          </>
        ) : null}
      </dl>
      <table className="receipt__lines">
        <caption className="visually-hidden">{t('receipt.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col" className="receipt__amount">
              {t('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            // Lines have no id of their own; their order is the order's.
            // biome-ignore lint/suspicious/noArrayIndexKey: a receipt's lines never move
            <tr key={index}>
              <td>
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.name}
                {line.when ? <span className="receipt__detail">{line.when}</span> : null}
                {line.attendeeName ? <span className="receipt__detail">{line.attendeeName}</span> : null}
              </td>
              <td className="receipt__amount">{line.amount.formatted}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="receipt__total">
            <th scope="row">{t('receipt.total')}</th>
            <td className="receipt__amount">{receipt.total.formatted}</td>
          </tr>
          <tr>
            <th scope="row">{t('receipt.vat')}</th>
            <td className="receipt__amount">{receipt.vat.formatted}</td>
          </tr>
          {receipt.tenders.map((tender) => (
            <tr key={`${tender.tenderType}-${tender.reference ?? ''}`}>
              <th scope="row">
                {t(`receipt.tender.${tender.tenderType}`)}
                {tender.reference ? ` ${tender.reference}` : ''}
                {tender.card
                  ? ` ${t('receipt.card', { brand: tender.card.brand.charAt(0).toUpperCase() + tender.card.brand.slice(1), lastFour: tender.card.lastFour })}`
                  : ''}
              </th>
              <td className="receipt__amount">{tender.tendered.formatted}</td>
            </tr>
          ))}
          <tr className="receipt__change">
            <th scope="row">{t('receipt.change')}</th>
            <td className="receipt__amount" data-testid="receipt-change">
              {receipt.changeDue.formatted}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="receipt__thanks">{t('receipt.thanks')}</p>
    </article>
  );
}
