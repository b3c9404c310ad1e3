import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '@/lib/paths';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** A link built by the paths module: the router's own when it stays in this app, a plain one otherwise. */
export function AppLink({ href, ref, ...rest }: Props) {
  const path = toRouterPath(href);
  if (path !== null) return <Link to={path} ref={ref} {...rest} />;
  return <a href={href} ref={ref} {...rest} />;
}
