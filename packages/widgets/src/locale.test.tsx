import { passwordOf, sharedClient } from '@gatehouse/core';
import { DEMO_ADMIN } from '@gatehouse/emulator';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineGatehouseFlow, defineUserProfile } from './index';
import { RoleManagement } from './roles/role-management';
import { allowEmulator, runEmulatorForFile } from './test/emulator';
import { answer, bodyRows, clickRow, liveProps, serveLayouts } from './test/widgets';

// The widgets in French (`locale="fr"`), on the real core stores and engine: the flow element
// and the profile against the emulator (its French screens, errors and layouts), an admin
// widget against msw serving the built-in layouts in French. Nothing English may show.

const emulator = runEmulatorForFile();

/** Words that give English away on these screens. */
const ENGLISH =
  /\b(Show|Hide|Loading|Sign in|Sign out|Password|Wrong|required|Please|Cancel|Retry|Delete|Create|Edit|Search|Roles|Name|Email|Phone|Change|Remove|Add|Set up|Not set|Your profile|actions)\b/;

/** An element's words, its stylesheets left out. */
function wordsOf(root: ParentNode) {
  const copy = document.createElement('div');
  for (const node of root.childNodes) copy.append(node.cloneNode(true));
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent ?? '';
}

const connect = (el: HTMLElement) => act(async () => void document.body.append(el));
/** The element's container in its shadow root (the testing library queries elements). */
const shadowOf = (el: HTMLElement) => el.shadowRoot?.firstElementChild as HTMLElement;
const button = (root: HTMLElement, name: string | RegExp) =>
  within(root).getByRole('button', { name });

describe('<gatehouse-flow locale="fr">', () => {
  it('signs in in French: the screens, the toggle, the validation and the refusal', async () => {
    allowEmulator(emulator);
    defineGatehouseFlow();
    const el = document.createElement('gatehouse-flow');
    for (const [name, value] of Object.entries({
      'project-id': emulator.projectId,
      'flow-id': 'sign-in',
      'base-url': emulator.url,
      // `fr`: a locale the page sets finds only its own screens (the provider's rule), so
      // `fr-CA` shows the plain ones of a flow that targets `fr`.
      locale: 'fr',
    })) {
      el.setAttribute(name, value);
    }
    await connect(el);
    const root = shadowOf(el);
    const email = await within(root).findByLabelText(/^Adresse e-mail/);
    fireEvent.change(email, { target: { value: DEMO_ADMIN.loginId } });
    fireEvent.click(button(root, 'Continuer'));
    const password = await within(root).findByLabelText(/^Mot de passe/);
    expect(button(root, 'Afficher le mot de passe').textContent).toBe('Afficher');
    fireEvent.click(button(root, 'Se connecter'));
    await within(root).findByText('Le champ « Mot de passe » est obligatoire');
    fireEvent.change(password, { target: { value: 'Not-The-One-1' } });
    fireEvent.click(button(root, 'Se connecter'));
    await within(root).findByText('Adresse e-mail ou mot de passe incorrect.');
    expect(wordsOf(root)).not.toMatch(ENGLISH);
    el.remove();
  });
});

describe('<gatehouse-user-profile locale="fr">', () => {
  it('shows the profile in French, and a change of password refused in French', async () => {
    allowEmulator(emulator);
    const client = sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url });
    const signedIn = await passwordOf(client).signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    expect(signedIn.ok).toBe(true);
    defineUserProfile();
    const el = document.createElement('gatehouse-user-profile');
    for (const [name, value] of Object.entries({
      'project-id': emulator.projectId,
      'widget-id': 'demo',
      'base-url': emulator.url,
      locale: 'fr',
    })) {
      el.setAttribute(name, value);
    }
    await connect(el);
    const root = shadowOf(el);
    await within(root).findByRole('heading', { name: 'Votre profil' });
    await within(root).findAllByText(DEMO_ADMIN.loginId);
    expect(button(root, 'Se déconnecter')).toBeTruthy();
    expect(within(root).getByText('Mot de passe')).toBeTruthy();
    expect(wordsOf(root)).not.toMatch(ENGLISH);

    fireEvent.click(button(root, 'Modifier le mot de passe'));
    const dialog = await within(root).findByRole('dialog', { name: 'Modifier le mot de passe' });
    const current = await within(dialog).findByLabelText(/^Mot de passe actuel/);
    fireEvent.change(current, { target: { value: 'Not-The-One-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nouveau mot de passe/), {
      target: { value: 'Brand-New-Pass-7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer le mot de passe' }));
    await within(dialog).findByText('Mot de passe actuel incorrect. Réessayez.');
    expect(wordsOf(root)).not.toMatch(ENGLISH);
    await act(async () => void (await client.session.logout()));
    el.remove();
  });
});

describe('<RoleManagement locale="fr"> against the server', () => {
  it('speaks French: layout, cells, the built-in reason, a confirmation and its notice', async () => {
    const seen = serveLayouts('role-management-widget');
    answer('post', '/v1/mgmt/role/search', {
      roles: [
        { name: 'Admin', tenantId: '' },
        { name: 'Editor', description: 'Edits', permissionNames: ['Read'], tenantId: 'T1' },
      ],
    });
    answer('get', '/v1/mgmt/permission/all', { permissions: [{ name: 'Read' }] });
    answer('post', '/v1/mgmt/role/delete/batch', {});
    render(<RoleManagement {...liveProps} locale="fr" />);
    await screen.findByText('Editor');
    expect(seen).toContain('w1/root-fr');
    const region = screen.getByRole('region', { name: 'Rôles' });
    expect(within(region).getByRole('toolbar', { name: 'Actions\u00a0: Rôles' })).toBeTruthy();
    const admin = bodyRows().find((row) => row.textContent?.includes('Admin'));
    expect(admin?.lastElementChild?.textContent).toBe('non');
    await screen.findByText(/Les rôles intégrés appartiennent au projet/);
    await clickRow('Editor');
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Supprimer les rôles' })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le rôle' });
    expect(within(dialog).getByText('Supprimer Editor ?')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' })),
    );
    await screen.findByText('1 rôle supprimé');
    await waitFor(() => expect(wordsOf(document.body)).not.toMatch(ENGLISH));
  });
});
