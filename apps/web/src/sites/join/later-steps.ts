/**
 * The steps after the membership, loaded once one is chosen: a visitor still choosing at a centre does not
 * load the dates, costs, terms and bank details forms.
 */
export { AdditionalQuestions } from '@/features/joining/components/additional-questions';
export { DatesStep } from '@/features/joining/components/dates-step';
export { DirectDebitStep } from '@/features/joining/components/direct-debit-step';
export { ConfirmationStep } from './confirmation-step';
export { JoiningTerms } from './joining-terms';
