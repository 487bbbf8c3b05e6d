// The design system's AuthLayout with the staff portal's footer (copyright and privacy link) under the card.
import { AuthLayout, Footer, type AuthLayoutProps } from '@crewbase/ui';
import { env } from '../../app/env';

export function StaffAuthLayout(props: Omit<AuthLayoutProps, 'footer'>) {
  return <AuthLayout {...props} footer={<Footer privacyUrl={env.privacyUrl} />} />;
}
