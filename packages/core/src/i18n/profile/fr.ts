import type { Translation } from '../message';
import type { PROFILE_EN } from './en';

const fr: Translation<typeof PROFILE_EN> = {
  title: 'Votre profil',
  loadFailed: 'Votre profil n’a pas pu être chargé',
  registered: 'Configuré',
  notRegistered: 'Non configuré',
  signedOut: 'Vous êtes déconnecté.',
  add: 'Ajouter\u00a0: {label}',
  passwordChanged: 'Votre mot de passe a été modifié.',
  passwordSet: 'Votre mot de passe a été défini. Vous pouvez désormais vous connecter avec.',
  flowUnavailable:
    'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis fermez et réessayez.',
};
export default fr;
