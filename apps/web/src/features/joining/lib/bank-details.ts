/** The direct-debit step's form (spec part 2 §3 Membership details: accountHolder and accountDetails). */
export type BankDetails = {
  accountHolder: string;
  accountNumber: string;
  sortCode: string;
  billingAddressLineOne: string;
  billingAddressLineTwo: string;
  billingCity: string;
  billingPostcode: string;
  /** 'I am the account holder…': the box the customer ticks. */
  authorised: boolean;
};

export const emptyBankDetails: BankDetails = {
  accountHolder: '',
  accountNumber: '',
  sortCode: '',
  billingAddressLineOne: '',
  billingAddressLineTwo: '',
  billingCity: '',
  billingPostcode: '',
  authorised: false,
};

/** Spec part 2 §9. */
export const minAccountNumberDigits = 8;
export const sortCodeDigits = 6;

/** The fields a local rule checks (spec part 2 §5 Bank details); line two and the postcode are optional. */
export type CheckedBankField =
  | 'accountHolder'
  | 'accountNumber'
  | 'sortCode'
  | 'billingAddressLineOne'
  | 'billingCity';

/** People type an account number in groups ('1234 5678'): the spaces are theirs, the digits the number. */
export function accountNumberDigits(typed: string): string {
  return typed.replace(/\s/g, '');
}

/** A sort code as printed on a card or a statement: 12-34-56 or 12 34 56. */
export function sortCodeDigitsOf(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

const longerThanOne = (text: string) => text.trim().length > 1;

export function accountNumberValid(typed: string): boolean {
  return new RegExp(`^\\d{${minAccountNumberDigits},}$`).test(accountNumberDigits(typed));
}

export function sortCodeValid(typed: string): boolean {
  return new RegExp(`^\\d{${sortCodeDigits}}$`).test(sortCodeDigitsOf(typed));
}

/** The fields that break a local rule, in the form's order; none when the details may be checked. */
export function bankDetailsProblems(
  details: BankDetails,
  { collectBillingAddress }: { collectBillingAddress: boolean },
): CheckedBankField[] {
  const problems: CheckedBankField[] = [];
  if (!longerThanOne(details.accountHolder)) problems.push('accountHolder');
  if (!accountNumberValid(details.accountNumber)) problems.push('accountNumber');
  if (!sortCodeValid(details.sortCode)) problems.push('sortCode');
  if (collectBillingAddress) {
    if (!longerThanOne(details.billingAddressLineOne)) problems.push('billingAddressLineOne');
    if (!longerThanOne(details.billingCity)) problems.push('billingCity');
  }
  return problems;
}

/** The pair the validate call checks, as digits only. */
export function bankAccountOf(details: Pick<BankDetails, 'accountNumber' | 'sortCode'>) {
  return {
    accountNumber: accountNumberDigits(details.accountNumber),
    sortCode: sortCodeDigitsOf(details.sortCode),
  };
}
