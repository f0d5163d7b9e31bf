// French text of the built-in sign-in screens, keyed by their English text in screens.ts.
// Placeholders in braces ({email}) are the renderer's and stay as they are. A non-breaking
// space goes before a colon, as French typography wants.

export const fr: Readonly<Record<string, string>> = {
  // sign-up-or-in
  'Sign in or sign up': 'Se connecter ou créer un compte',
  'Enter your email to continue.': 'Saisissez votre adresse e-mail pour continuer.',
  Email: 'Adresse e-mail',
  'you@example.com': 'vous@exemple.fr',
  Continue: 'Continuer',
  'Continue with passkey': 'Continuer avec une clé d’accès',
  'Continue with Google': 'Continuer avec Google',
  'Continue with GitHub': 'Continuer avec GitHub',
  'Email me a magic link': 'Recevoir un lien magique par e-mail',
  'Email me a sign-in link (enchanted)': 'Recevoir un lien de connexion par e-mail (lien enchanté)',
  'Welcome back': 'Bon retour parmi nous',
  'Sign in again with your email, or use another account.':
    'Reconnectez-vous avec votre adresse e-mail, ou utilisez un autre compte.',
  'Use another account': 'Utiliser un autre compte',
  'Enter your password': 'Saisissez votre mot de passe',
  Password: 'Mot de passe',
  'Sign in': 'Se connecter',
  'Use a code instead': 'Utiliser plutôt un code',
  Back: 'Retour',
  'Check your email': 'Consultez votre messagerie',
  'We emailed a 6-digit code to {email}.':
    'Nous avons envoyé un code à 6 chiffres à l’adresse {email}.',
  Code: 'Code',
  Verify: 'Vérifier',
  'Send a new code': 'Envoyer un nouveau code',
  'Choose a password': 'Choisissez un mot de passe',
  'With a password you can sign in without waiting for a code; or skip this step. At least 8 characters, with upper and lower case letters, a number and a symbol.':
    'Avec un mot de passe, vous vous connectez sans attendre de code\u00a0; ou passez cette étape. Au moins 8\u00a0caractères, avec des majuscules, des minuscules, un chiffre et un symbole.',
  'New password': 'Nouveau mot de passe',
  'Save password': 'Enregistrer le mot de passe',
  Skip: 'Passer',
  'Choose a new password': 'Choisissez un nouveau mot de passe',
  'The password you used was set by an administrator. Choose your own to finish signing in: at least 8 characters, with upper and lower case letters, a number and a symbol.':
    'Le mot de passe utilisé a été défini par un administrateur. Choisissez le vôtre pour terminer la connexion\u00a0: au moins 8\u00a0caractères, avec des majuscules, des minuscules, un chiffre et un symbole.',
  'Save and sign in': 'Enregistrer et se connecter',
  'Add an authenticator app': 'Ajouter une application d’authentification',
  'Optional second step at sign-in: scan the code with an authenticator app, or type the key, then enter the 6-digit code it shows.':
    'Deuxième étape facultative à la connexion\u00a0: scannez le code avec une application d’authentification, ou saisissez la clé, puis entrez le code à 6\u00a0chiffres qu’elle affiche.',
  'Code from the app': 'Code de l’application',
  'Verify and turn on': 'Vérifier et activer',
  'Two-step verification': 'Validation en deux étapes',
  'Enter the 6-digit code from your authenticator app.':
    'Saisissez le code à 6\u00a0chiffres affiché par votre application d’authentification.',
  'We emailed a sign-in link to {email}. Open it on this device to continue.':
    'Nous avons envoyé un lien de connexion à l’adresse {email}. Ouvrez-le sur cet appareil pour continuer.',
  'Use another email': 'Utiliser une autre adresse e-mail',
  'We emailed a sign-in link to {email}. Open it on any device: this page signs you in once you do.':
    'Nous avons envoyé un lien de connexion à l’adresse {email}. Ouvrez-le sur n’importe quel appareil\u00a0: cette page vous connectera dès que ce sera fait.',
  // sign-in
  'Sign in to your account.': 'Connectez-vous à votre compte.',
  'If an account exists for {email}, we emailed it a 6-digit code.':
    'Si un compte existe pour l’adresse {email}, nous lui avons envoyé un code à 6\u00a0chiffres.',
  // docs-sign-in
  'Sign in to the docs': 'Connexion à la documentation',
  'The documentation is for customers. Sign in with your work email.':
    'La documentation est réservée aux clients. Connectez-vous avec votre adresse e-mail professionnelle.',
  'Work email': 'Adresse e-mail professionnelle',
  'Sign in with password': 'Se connecter avec un mot de passe',
  'Email me a code': 'Recevoir un code par e-mail',
};
