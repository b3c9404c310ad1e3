import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { AppLink } from './app-link';
import './button.css';

/**
 * Spec part 1 §9: sm 26px, md 34px, lg 42px; primary, secondary and text variants ('text' is the look
 * of a link). 'danger' is the look of a destructive action (part 2 §2, cancelling a course); it does
 * not take the venue's theme, so it always reads.
 */
export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

type Look = { size?: ButtonSize; variant?: ButtonVariant; block?: boolean };

export function buttonClass(
  { size = 'md', variant = 'primary', block = false }: Look,
  extra?: string,
): string {
  return ['button', `button--${size}`, `button--${variant}`, block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    ref?: Ref<HTMLButtonElement>;
    /**
     * Work under way: the button keeps its name and its focus (a disabled button would drop focus to
     * the page) but ignores presses, and says it is unavailable.
     */
    busy?: boolean;
  };

export function Button({
  size,
  variant,
  block,
  className,
  type = 'button',
  busy = false,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const ignoreWhileBusy = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type={type}
      className={buttonClass({ size, variant, block }, busy ? `button--busy ${className ?? ''}` : className)}
      {...rest}
      aria-disabled={busy ? true : rest['aria-disabled']}
      onClick={ignoreWhileBusy}
    >
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

type ButtonLinkProps = Parameters<typeof AppLink>[0] & Look;

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive technology. */
export function ButtonLink({ size, variant, block, className, ...rest }: ButtonLinkProps) {
  return <AppLink className={buttonClass({ size, variant, block }, className)} {...rest} />;
}
