import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from './auth-layout';
import { Footer } from './footer';

const SignInForm = () => (
  <Stack component="form" spacing={2} noValidate>
    <TextField label="Email address" type="email" fullWidth />
    <TextField label="Password" type="password" fullWidth />
    <Link href="#forgot">Forgot password?</Link>
    <Button type="submit" fullWidth>
      Sign in
    </Button>
    <Link href="#activate">Activate your account</Link>
  </Stack>
);

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Sign in', subtitle: 'Welcome back. Sign in to the staff portal.', children: <SignInForm /> },
} satisfies Meta<typeof AuthLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With and without subtitle, footer and an error; see also the 320px story. */
export const Catalog: Story = {
  render: () => (
    <Stack divider={<hr />}>
      <AuthLayout title="Sign in" subtitle="Welcome back. Sign in to the admin console.">
        <SignInForm />
      </AuthLayout>
      <AuthLayout title="Activate your account" footer={<Footer privacyUrl="#privacy" />}>
        <SignInForm />
      </AuthLayout>
      <AuthLayout title="Sign in">
        <Stack spacing={2}>
          <Alert severity="error">Incorrect email or password.</Alert>
          <SignInForm />
        </Stack>
      </AuthLayout>
    </Stack>
  ),
};

/** The narrowest screen the spec names (sm, 320px): no brand panel, the logo above the card. */
export const Narrow: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
