import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { AuthLayout } from './auth-layout';

describe('AuthLayout', () => {
  it('puts the form in the main region under the page heading', () => {
    renderWithTheme(
      <AuthLayout title="Sign in" subtitle="Welcome back.">
        <button type="submit">Sign in</button>
      </AuthLayout>,
    );

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the brand panel in a named complementary landmark, outside main (axe "region")', () => {
    renderWithTheme(
      <AuthLayout title="Sign in">
        <p>Form</p>
      </AuthLayout>,
      { look: 'admin' },
    );

    // The panel shows on wide screens only, so look past the CSS that hides it at jsdom's width.
    const panel = screen.getByRole('complementary', { name: 'About Crewbase', hidden: true });
    expect(panel).toHaveTextContent('Run your workforce: staff, payroll, leave, loans and more.');
    expect(panel).toHaveTextContent('Crewbase workforce administration');
    expect(screen.getByRole('main')).not.toContainElement(panel);
    // Every piece of the layout's own content sits in one of its two landmarks.
    const root = screen.getByRole('main').parentElement as HTMLElement;
    expect(Array.from(root.children).map((child) => child.tagName)).toEqual(['ASIDE', 'MAIN']);
  });
});
