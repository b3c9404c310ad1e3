import { AppLink } from '@/components/ui/app-link';

/** The operator's logo, linking to the bookings site; its name when there is no logo. */
export function LogoLink({
  href,
  logo,
  appName,
}: {
  href: string;
  logo: string | undefined;
  appName: string;
}) {
  return (
    <AppLink href={href} className="logo-link">
      {logo ? <img className="logo-link__image" src={logo} alt={appName} /> : <span>{appName}</span>}
    </AppLink>
  );
}
