import { describe, expect, it } from 'vitest';
import { WIDGET_TEXTS } from '../i18n/sections';
import { openForm, spyFetch } from '../test/widgets';
import { createAccessKeyStore } from './access-keys/store';
import { createAuditStore } from './audit/store';
import { cellWord } from './cell-value';
import { listCutText } from './list/store';
import { createNotices } from './notices';
import { createUserProfileStore } from './profile/store';
import { createRoleStore } from './roles/store';
import { timeCell } from './time-columns';
import { createUserStore } from './users/store';

// The widget stores in a locale (the element's `locale`): their layouts, notices, field
// messages and confirmations all in the catalogue's words for it. Mock mode shows the
// built-in layouts, in the catalogue's words too.

const texts = (notices: ReturnType<typeof createNotices>) =>
  notices.$notices.get().map((notice) => notice.text);

describe('widget stores in French', () => {
  it('roles: layouts, the built-in reason, a refused name, a confirmation and its notice', async () => {
    const notices = createNotices();
    const store = createRoleStore({ mock: true, locale: 'fr-CA', notices });
    await store.load();
    const state = store.$layouts.get();
    expect(state.status === 'ready' && state.pages.root.title).toBe('Rôles');
    expect(store.$builtInNote.get()).toBe(
      'Les rôles intégrés appartiennent au projet et ne sont jamais supprimés',
    );

    store.open('create');
    store.createForm.set('name', 'Editor');
    expect(await store.submit()).toBe(false);
    expect(store.createForm.$errors.get()).toEqual({ name: 'Un rôle nommé Editor existe déjà' });
    store.createForm.set('name', '');
    expect(await store.submit()).toBe(false);
    expect(store.createForm.$errors.get()).toEqual({
      name: 'Le champ «\u00a0Nom\u00a0» est obligatoire',
    });
    store.close();

    store.select(['Editor']);
    store.open('delete');
    expect(store.confirmText('delete')).toBe('Supprimer Editor\u00a0?');
    await store.confirm();
    expect(texts(notices)).toEqual(['1 rôle supprimé']);
    store.destroy();
  });

  it('users: a deletion of several, counted in French', async () => {
    const notices = createNotices();
    const store = createUserStore({ mock: true, locale: 'fr', notices });
    await store.load();
    const keys = store.$users.get().slice(0, 2);
    store.select(keys.map((user) => user.loginIds.join('\n')));
    await store.open('delete');
    expect(store.confirmText('delete')).toBe('Supprimer 2\u00a0utilisateurs\u00a0?');
    await store.confirm();
    expect(texts(notices)).toEqual(['2 utilisateurs supprimés']);
    store.destroy();
  });

  it('access keys: the expiration checked as typed, in French', async () => {
    const store = createAccessKeyStore({ mock: true, locale: 'fr' });
    await store.load();
    await store.open('create');
    openForm(store).form.set('expiration', 'abc');
    await expect
      .poll(() => openForm(store).form.$errors.get().expiration)
      .toBe('Saisissez un nombre de jours, ou 0 pour jamais');
    store.destroy();
  });

  it('audit: an empty search says so in French', async () => {
    const store = createAuditStore({ mock: true, locale: 'fr' });
    await store.load();
    store.search('zzz');
    await expect
      .poll(() => store.$emptyText.get())
      .toBe('Aucun événement d’audit ne correspond à «\u00a0zzz\u00a0» sur cette période');
    store.destroy();
  });

  it('profile: its layout, an empty value to add, and a password change confirmed', async () => {
    const fetch = spyFetch();
    const store = createUserProfileStore({ mock: true, locale: 'fr', readUrl: false });
    await store.load();
    expect(store.logoutLabel()).toBe('Se déconnecter');
    store.open('delete-phone-modal');
    await store.complete();
    const phone = store.$rows.get().find((row) => row.field === 'phone');
    expect(phone).toMatchObject({ label: 'Téléphone', empty: true });
    expect(phone?.edit?.label).toBe('Ajouter un téléphone');
    store.open('change-password-modal');
    await store.complete();
    expect(store.$notices.get().map((notice) => notice.text)).toEqual([
      'Votre mot de passe a été modifié.',
    ]);
    expect(fetch).not.toHaveBeenCalled();
    store.destroy();
  });

  it('cells: the statuses, flags and no time in French, dates as French writes them', async () => {
    const fr = await WIDGET_TEXTS.load('fr');
    expect(cellWord('status', 'active', fr)).toBe('actif');
    expect(cellWord('editable', 'no', fr)).toBe('non');
    expect(cellWord('status', 'unheard-of', fr)).toBeUndefined();
    expect(cellWord('name', 'active', fr)).toBeUndefined();
    expect(timeCell('expireTimeFormatted', {}, { texts: fr })?.text).toBe('Jamais');
    const at = Date.UTC(2026, 10, 20, 13, 40);
    expect(
      timeCell('createdTime', { createdTime: at / 1000 }, { texts: fr, locale: 'fr' })?.text,
    ).toBe(new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(at));
  });

  it('a cut list, with the numbers written as French writes them', async () => {
    const fr = await WIDGET_TEXTS.load('fr');
    expect(listCutText({ shown: 10000, total: 25000 }, fr)).toBe(
      'Affichage des 10\u202f000 premiers sur 25\u202f000. Recherchez pour affiner la liste.',
    );
  });
});

describe('widget stores in a locale the catalogue lacks', () => {
  it('speak English', async () => {
    const notices = createNotices();
    const store = createRoleStore({ mock: true, locale: 'de', notices });
    await store.load();
    const state = store.$layouts.get();
    expect(state.status === 'ready' && state.pages.root.title).toBe('Roles');
    store.select(['Editor']);
    await store.remove();
    expect(texts(notices)).toEqual(['Role deleted successfully']);
  });
});
