/**
 * A company's account holder manages its users (spec §1): adds a login, gives it rights, suspends it
 * — each change confirmed with the code sent to the holder and shown in the change log. New logins
 * only: the seeded users keep the rights other specs rely on.
 */
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from '../support/screenshots.ts';
import { answerOtp } from '../support/sign-in.ts';
import { openSession } from '../support/signed-in-session.ts';

const baseUrl = inject('baseUrl');

describe('users and rights of Société Nour', () => {
  it('adds a user, gives it rights with a code, and logs both (desktop, fr)', async () => {
    const { page, context, problems } = await openSession('nour.admin', 'desktop', 'fr');
    // Where a company's user works, the company is named.
    expect(await page.getByTestId('dashboard-company').textContent()).toContain('Société Nour');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Utilisateurs et droits' })
      .click();
    await page.waitForURL(/#\/company\/users$/);
    const users = page.getByTestId('company-user');
    await users.filter({ hasText: 'Sonia Jlassi' }).waitFor();
    await saveScreenshot(page, 'desktop-fr-company-users');

    await page.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    await page.getByTestId('send-invitation').click();
    // The form's own rules, before any call: every field says what is missing.
    expect(await page.getByText('Ce champ est obligatoire.').count()).toBe(5);
    await page.getByTestId('invite-firstName').fill('Rim');
    await page.getByTestId('invite-lastName').fill('Ayari');
    await page.getByTestId('invite-username').fill('nour.rim');
    await page.getByTestId('invite-phoneNumber').fill('26111222');
    await page.getByTestId('invite-email').fill('rim.ayari@societe-nour.example.com');
    await page.getByTestId('send-invitation').click();
    await answerOtp(page, 'nour.admin');
    await page.getByText('L’accès « nour.rim » est créé.', { exact: false }).waitFor();

    const rim = users.filter({ hasText: 'Rim Ayari' });
    await rim.getByText('Invité — mot de passe à choisir').waitFor();
    await rim.getByRole('button', { name: 'Droits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Comptes et relevés — Consulter' }).check();
    await dialog.getByRole('checkbox', { name: 'Virements Al Baraka — Créer' }).check();
    // On the web only: its transfers are not for the mobile app.
    const transfersRow = dialog.getByRole('row', { name: /Virements Al Baraka/ });
    await transfersRow.getByText('Web', { exact: true }).click();
    expect(await transfersRow.getByRole('radio', { name: 'Web', exact: true }).isChecked()).toBe(true);
    await saveScreenshot(page, 'desktop-fr-company-rights', { fullPage: false });
    await dialog.getByTestId('save-rights').click();
    await answerOtp(page, 'nour.admin');
    await rim.getByText('2 droits').waitFor();

    // The accounts it sees: one of the company's.
    await rim.getByRole('button', { name: 'Comptes' }).click();
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await page.getByTestId('save-accounts').click();
    await answerOtp(page, 'nour.admin');
    await rim.getByText('1 compte', { exact: true }).waitFor();

    const log = page.getByTestId('company-changes');
    await log.getByText('Droits de Rim Ayari modifiés').waitFor();
    expect(await log.getByText('Accès créé pour Rim Ayari').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('suspends a user after saying what it means (phone, ar)', async () => {
    const { page, context, problems } = await openSession('nour.admin', 'mobile', 'ar');
    await page.goto(`${baseUrl}/#/company/users`);
    await page.getByRole('button', { name: 'إضافة مستخدم' }).click();
    await page.getByTestId('invite-firstName').fill('سامي');
    await page.getByTestId('invite-lastName').fill('بن علي');
    await page.getByTestId('invite-username').fill('nour.sami');
    await page.getByTestId('invite-phoneNumber').fill('26333444');
    await page.getByTestId('invite-email').fill('sami@societe-nour.example.com');
    await page.getByTestId('send-invitation').click();
    await answerOtp(page, 'nour.admin');

    const sami = page.getByTestId('company-user').filter({ hasText: 'سامي بن علي' });
    await sami.getByRole('button', { name: 'تعليق' }).click();
    await page.getByRole('dialog').getByText('يُقطع اتصال سامي بن علي فورًا').waitFor();
    await page.getByTestId('confirm-access-change').click();
    await answerOtp(page, 'nour.admin');
    await sami.getByText('معلّق').waitFor();
    await page.getByTestId('company-changes').getByText('تعليق سامي بن علي').waitFor();
    await saveScreenshot(page, 'mobile-ar-company-users');
    expect(problems).toEqual([]);
    await context.close();
  });
});
