import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded by scripts/e2e-server.mjs; every demo password is NAMIAR_DEMO_PASSWORD. */
export const DEMO_PASSWORD = process.env.NAMIAR_DEMO_PASSWORD ?? 'demo1234';

export const SCREENS_DIR = path.join(import.meta.dirname, 'test-results', 'screens');

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** Signs in through the form and waits for the monitor landing. */
export async function signIn(page: Page, clogin: string, ulogin: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-clogin').fill(clogin);
  await page.getByTestId('login-ulogin').fill(ulogin);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-password').press('Enter');
  await expect(page).toHaveURL(/\/monit$/);
  await expect(page.getByTestId('monit-page')).toBeVisible();
}

export async function openMenu(page: Page): Promise<void> {
  await page.getByTestId('menu-toggle').click();
  await expect(page.getByTestId('main-menu')).toBeVisible();
}
