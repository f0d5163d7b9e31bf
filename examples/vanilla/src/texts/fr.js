// The page's own words in French (the keys of en.js).
export default {
  title: 'Gatehouse : exemple sans framework',
  heading: 'Gatehouse, sans framework',
  loading: 'Chargement…',
  signedIn: 'Connecté',
  signedOut: 'Déconnecté',
  signIn: 'Connexion',
  unavailable: 'La connexion est indisponible\u00a0: {message}',
  unknownError: 'erreur inconnue',
  account: 'Votre compte',
  name: 'Nom',
  loginId: 'Identifiant',
  tenants: 'Locataires',
  noTenants: 'aucun',
  loggedOut: 'Déconnecté. Reconnectez-vous ci-dessous.',
  administration: 'Administration',
  administrationUnavailable:
    'L’administration n’a pas pu être chargée. Rechargez la page pour réessayer.',
  flowLog: 'Journal du flux',
  flowUnavailable: 'La connexion est indisponible',
};
