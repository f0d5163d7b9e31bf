import type { Translation } from '../message';
import type { FLOW_EN } from './en';

const fr: Translation<typeof FLOW_EN> = {
  loading: 'Chargement',
  waiting: 'En attente…',
  failed: 'Une erreur s’est produite. Réessayez.',
  tryAgain: 'Réessayer',
  offline: 'Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
  timeout: 'Le serveur a mis trop de temps à répondre. Réessayez.',
  passkeyUnavailable: 'Les clés d’accès ne sont pas disponibles dans ce navigateur',
  phone: 'Saisissez un numéro de téléphone valide pour le pays choisi, ou choisissez un autre pays',
  passcode: 'Saisissez le code à {count}\u00a0chiffres',
  unsupported: 'Composant non pris en charge\u00a0: {component}',
};
export default fr;
