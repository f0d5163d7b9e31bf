import type { Translation } from '../message';
import type { FLOW_EN } from './en';

const fr: Translation<typeof FLOW_EN> = {
  loading: 'Chargement',
  waiting: 'En attente…',
  failed: 'Une erreur s’est produite. Réessayez.',
  tryAgain: 'Réessayer',
  offline: 'Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
  timeout: 'Le serveur a mis trop de temps à répondre. Réessayez.',
  show: 'Afficher',
  hide: 'Masquer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  choose: 'Choisir…',
  countryCode: 'Indicatif du pays',
  passkeyUnavailable: 'Les clés d’accès ne sont pas disponibles dans ce navigateur',
  digit: 'Chiffre {index} sur {count}',
  totpImage: 'QR code pour votre application d’authentification',
  totpKey: 'Clé\u00a0:',
  totpLink: 'Ouvrir dans l’application d’authentification',
  phone: 'Saisissez un numéro de téléphone valide pour le pays choisi, ou choisissez un autre pays',
  passcode: 'Saisissez le code à {count}\u00a0chiffres',
  debugger: 'Débogueur',
  noErrors: 'Aucune erreur détectée',
};
export default fr;
