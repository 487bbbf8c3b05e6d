import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { e2eUrls } from './urls';

export async function signIn(page: Page, area: 'staff' | 'admin', email: string, password = DEMO_PASSWORD) {
  await page.goto(`${area === 'staff' ? e2eUrls.staff : e2eUrls.admin}/${area}/auth/login`);
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}/dashboard$`));
}
