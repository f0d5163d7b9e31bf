import type { Translation } from '../message';
import type { FLOW_PARTS_EN } from './en';

const fr: Translation<typeof FLOW_PARTS_EN> = {
  show: 'Afficher',
  hide: 'Masquer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  choose: 'Choisir…',
  countryCode: 'Indicatif du pays',
  digit: 'Chiffre {index} sur {count}',
  totpImage: 'QR code pour votre application d’authentification',
  totpKey: 'Clé\u00a0:',
  totpLink: 'Ouvrir dans l’application d’authentification',
  debugger: 'Débogueur',
  noErrors: 'Aucune erreur détectée',
};
export default fr;
