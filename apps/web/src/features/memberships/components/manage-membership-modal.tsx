import { type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { AccountMembership } from '../api/get-memberships';
import { type ManageOption, manageOptions } from '../lib/manage-options';
import './memberships.css';

type Action = ManageOption['action'];

type Props = {
  membership: AccountMembership;
  onClose: () => void;
  onChange: (membership: AccountMembership) => void;
  onRenew: (membership: AccountMembership) => void;
  /**
   * Freeze and cancel open modals of their own; an action without a handler here is not offered while it
   * is allowed (its refusal, a disabled button with the reason, still shows).
   */
  onFreeze?: (membership: AccountMembership) => void;
  onCancel?: (membership: AccountMembership) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

function OptionButton({
  option,
  label,
  reason,
  onClick,
}: {
  option: ManageOption;
  label: string;
  reason: string | null;
  onClick?: () => void;
}) {
  const reasonId = useId();
  return (
    <li className="manage-membership__option">
      <Button
        variant={option.action === 'cancel' ? 'danger' : 'secondary'}
        block
        disabled={!option.enabled}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onClick}
      >
        {label}
      </Button>
      {reason ? (
        <p id={reasonId} className="manage-membership__reason">
          {reason}
        </p>
      ) : null}
    </li>
  );
}

/**
 * 'Manage membership' (spec part 2 §2): the membership's options when managementEnabled, each disabled
 * with its reason when refused, or 'Unable to manage your membership at this time.'.
 */
export function ManageMembershipModal({
  membership,
  onClose,
  onChange,
  onRenew,
  onFreeze,
  onCancel,
  returnFocusTo,
}: Props) {
  const { t } = useTranslation('memberships');
  const handlers: Record<Action, ((m: AccountMembership) => void) | undefined> = {
    change: onChange,
    freeze: onFreeze,
    renew: onRenew,
    cancel: onCancel,
  };
  const options = membership.managementEnabled
    ? manageOptions(membership).filter((option) => !option.enabled || handlers[option.action])
    : [];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('manage.title')}
      returnFocusTo={returnFocusTo}
    >
      <p className="manage-membership__name">{membership.membershipType.name}</p>
      <p className="manage-membership__reference">{t('membershipNo', { reference: membership.reference })}</p>
      {membership.managementEnabled ? (
        <ul className="manage-membership__options">
          {options.map((option) => {
            const handler = handlers[option.action];
            const reason =
              option.action === 'freeze' && option.reason ? t(`manage.${option.reason}`) : option.reason;
            return (
              <OptionButton
                key={option.action}
                option={option}
                label={t(`manage.${option.action}`)}
                reason={reason}
                onClick={option.enabled && handler ? () => handler(membership) : undefined}
              />
            );
          })}
        </ul>
      ) : (
        <p className="manage-membership__unavailable">{t('manage.unavailable')}</p>
      )}
    </Modal>
  );
}
