import { NAME_MAX_LENGTH } from '@gatehouse/core';
import { ERROR_TEXTS } from '../error-texts';

// French text of the built-in flows, keyed by their English text: the screens' (screens.ts)
// and the error texts the flows show (error-texts.ts, and the details of the auth functions'
// refusals that reach a screen). Placeholders stay as they are: a screen's `{{form.email}}`, an error text's `{name}`. A
// non-breaking space goes before a colon, a semicolon and a question mark, as French
// typography wants.

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
  'We emailed a 6-digit code to {{form.email}}.':
    'Nous avons envoyé un code à 6 chiffres à l’adresse {{form.email}}.',
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
  'We emailed a sign-in link to {{form.email}}. Open it on this device to continue.':
    'Nous avons envoyé un lien de connexion à l’adresse {{form.email}}. Ouvrez-le sur cet appareil pour continuer.',
  'Use another email': 'Utiliser une autre adresse e-mail',
  'We emailed a sign-in link to {{form.email}}. Open it on any device: this page signs you in once you do.':
    'Nous avons envoyé un lien de connexion à l’adresse {{form.email}}. Ouvrez-le sur n’importe quel appareil\u00a0: cette page vous connectera dès que ce sera fait.',
  // sign-in
  'Sign in to your account.': 'Connectez-vous à votre compte.',
  'If an account exists for {{form.email}}, we emailed it a 6-digit code.':
    'Si un compte existe pour l’adresse {{form.email}}, nous lui avons envoyé un code à 6\u00a0chiffres.',
  // docs-sign-in
  'Sign in to the docs': 'Connexion à la documentation',
  'The documentation is for customers. Sign in with your work email.':
    'La documentation est réservée aux clients. Connectez-vous avec votre adresse e-mail professionnelle.',
  'Work email': 'Adresse e-mail professionnelle',
  'Sign in with password': 'Se connecter avec un mot de passe',
  'Email me a code': 'Recevoir un code par e-mail',
  // sign-in-one-tap
  'Choose your Google account in the prompt, or get a code by email.':
    'Choisissez votre compte Google dans la fenêtre, ou recevez un code par e-mail.',
  // profile flows
  'Change email': 'Modifier l’adresse e-mail',
  'We will send a code to the new address to confirm it.':
    'Nous enverrons un code à la nouvelle adresse pour la confirmer.',
  'New email': 'Nouvelle adresse e-mail',
  'Send code': 'Envoyer le code',
  'Change phone': 'Modifier le téléphone',
  'We will text a code to the new number to confirm it.':
    'Nous enverrons un code par SMS au nouveau numéro pour le confirmer.',
  'New phone': 'Nouveau téléphone',
  '202 555 0100': '202 555 0100',
  'Enter a valid phone number for the chosen country':
    'Saisissez un numéro de téléphone valide pour le pays choisi',
  'Check your phone': 'Consultez votre téléphone',
  'We texted a 6-digit code to {{form.phone}}.':
    'Nous avons envoyé un code à 6\u00a0chiffres par SMS au {{form.phone}}.',
  'Change name': 'Modifier le nom',
  Name: 'Nom',
  Save: 'Enregistrer',
  'Change picture': 'Changer de photo',
  'Image address': 'Adresse de l’image',
  'https://example.com/me.png': 'https://exemple.fr/moi.png',
  'Enter an http or https address': 'Saisissez une adresse http ou https',
  'Add a passkey': 'Ajouter une clé d’accès',
  'Sign in with your fingerprint, face or screen lock instead of a password or code.':
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de l’écran plutôt qu’avec un mot de passe ou un code.',
  'Change password': 'Modifier le mot de passe',
  'Current password': 'Mot de passe actuel',
  'At least 8 characters, with upper and lower case letters, a number and a symbol.':
    'Au moins 8\u00a0caractères, avec des majuscules, des minuscules, un chiffre et un symbole.',
  'Set a password': 'Définir un mot de passe',
  'Sign in with your email and a password, as well as the ways you use now.':
    'Connectez-vous avec votre adresse e-mail et un mot de passe, en plus des moyens que vous utilisez déjà.',
  'Remove email': 'Retirer l’adresse e-mail',
  'Remove {{form.email}} from your profile?': 'Retirer {{form.email}} de votre profil\u00a0?',
  'Remove phone': 'Retirer le téléphone',
  'Remove {{form.phone}} from your profile?': 'Retirer le {{form.phone}} de votre profil\u00a0?',
  'Remove name': 'Retirer le nom',
  'Remove {{form.name}} from your profile?': 'Retirer le nom {{form.name}} de votre profil\u00a0?',
  // the profile's account flows
  'Set up an authenticator app': 'Configurer une application d’authentification',
  'Scan the code with an authenticator app, or type the key into it, then enter the 6-digit code it shows.':
    'Scannez le code avec une application d’authentification, ou saisissez-y la clé, puis entrez le code à 6\u00a0chiffres qu’elle affiche.',
  'Remove authenticator app': 'Retirer l’application d’authentification',
  'Sign-in will no longer ask for a code from your authenticator app.':
    'La connexion ne demandera plus de code de votre application d’authentification.',
  'Sign out everywhere else': 'Se déconnecter partout ailleurs',
  'Every other browser and device signed in to your account is signed out. This one stays signed in.':
    'Tous les autres navigateurs et appareils connectés à votre compte sont déconnectés. Celui-ci reste connecté.',
  'Delete my account': 'Supprimer mon compte',
  'This deletes the account {{form.loginId}} and signs you out everywhere. It cannot be undone.':
    'Le compte {{form.loginId}} sera supprimé et vous serez déconnecté partout. Cette action est irréversible.',
  'Type {{form.loginId}} to confirm': 'Saisissez {{form.loginId}} pour confirmer',
};

/** The flows' error texts in French, keyed by their English words (ERROR_TEXTS and more). */
export const frErrors: Readonly<Record<string, string>> = {
  [ERROR_TEXTS.codeInvalid]: 'Code incorrect. Réessayez.',
  [ERROR_TEXTS.invalidCredentials]: 'Adresse e-mail ou mot de passe incorrect.',
  [ERROR_TEXTS.userDisabled]: 'Ce compte est désactivé.',
  [ERROR_TEXTS.passwordExpired]:
    'Ce mot de passe a expiré. Réinitialisez votre mot de passe pour vous connecter.',
  [ERROR_TEXTS.conflict]: 'Un compte existe déjà avec cette adresse e-mail.',
  [ERROR_TEXTS.tooManyRequests]: 'Trop de tentatives. Réessayez dans {seconds}\u00a0secondes.',
  [ERROR_TEXTS.failed]: 'Une erreur s’est produite. Réessayez.',
  [ERROR_TEXTS.unknownAccount]: 'Aucun compte avec cette adresse e-mail',
  [ERROR_TEXTS.invalidEmail]: 'Saisissez une adresse e-mail valide.',
  [ERROR_TEXTS.enterCode]: 'Saisissez le code que nous vous avons envoyé.',
  [ERROR_TEXTS.noCodeSent]: 'Aucun code n’a été envoyé. Demandez-en un nouveau.',
  [ERROR_TEXTS.enterTotpCode]: 'Saisissez le code de votre application d’authentification.',
  [ERROR_TEXTS.confirmAccount]:
    'Saisissez l’adresse e-mail ou l’identifiant de ce compte, tel qu’affiché, pour le supprimer.',
  [ERROR_TEXTS.magicLinkInvalid]: 'Ce lien n’est pas valide ou a expiré. Demandez-en un nouveau.',
  [ERROR_TEXTS.enchantedLinkExpired]: 'Le lien de connexion a expiré. Demandez-en un nouveau.',
  [ERROR_TEXTS.oauthCancelled]: 'La connexion avec le fournisseur a été annulée.',
  [ERROR_TEXTS.oauthFailed]: 'La connexion avec le fournisseur a échoué. Réessayez.',
  [ERROR_TEXTS.googleCancelled]: 'La connexion avec Google a été annulée.',
  [ERROR_TEXTS.googleFailed]: 'La connexion avec Google a échoué. Réessayez.',
  [ERROR_TEXTS.ssoMissing]:
    'Aucune authentification unique n’est configurée pour cette adresse e-mail.',
  [ERROR_TEXTS.ssoCancelled]: 'L’authentification unique a été annulée.',
  [ERROR_TEXTS.ssoFailed]: 'L’authentification unique a échoué. Réessayez.',
  [ERROR_TEXTS.wrongPassword]: 'Mot de passe incorrect. Réessayez.',
  [ERROR_TEXTS.wrongCurrentPassword]: 'Mot de passe actuel incorrect. Réessayez.',
  [ERROR_TEXTS.passwordFirst]: 'Connectez-vous d’abord avec votre mot de passe.',
  [ERROR_TEXTS.enterPassword]: 'Saisissez un mot de passe.',
  [ERROR_TEXTS.enterNewPassword]: 'Saisissez un nouveau mot de passe.',
  [ERROR_TEXTS.enterCurrentPassword]: 'Saisissez votre mot de passe actuel.',
  [ERROR_TEXTS.enterName]: 'Saisissez votre nom.',
  [ERROR_TEXTS.nameTooLong]: `Saisissez un nom d’au plus ${NAME_MAX_LENGTH}\u00a0caractères.`,
  [ERROR_TEXTS.pictureAddress]: 'Saisissez l’adresse (http ou https) d’une image.',
  [ERROR_TEXTS.phoneInvalid]: 'Saisissez un numéro de téléphone valide pour le pays choisi.',
  [ERROR_TEXTS.passkeyExpired]: 'La demande de clé d’accès a expiré. Réessayez.',
  [ERROR_TEXTS.passkeyNotVerified]: 'La clé d’accès n’a pas pu être vérifiée. Réessayez.',
  [ERROR_TEXTS.passkeyMissing]: 'Aucune clé d’accès pour ce compte.',
  [ERROR_TEXTS.passkeyNotUsed]:
    'La clé d’accès n’a pas été utilisée. Réessayez, ou choisissez un autre moyen.',
  [ERROR_TEXTS.passkeyRegistered]: 'Cette clé d’accès est déjà enregistrée.',
  [ERROR_TEXTS.passkeyAccountExists]:
    'Un compte existe avec cette adresse e-mail, sans clé d’accès. Connectez-vous autrement, puis ajoutez-en une.',
  // The details of refusals that reach a screen as they are: the password policy's rules
  // (auth/password-policy.ts) and a new password's other refusals (auth/passwords.ts).
  'Password must be at least 8 characters long':
    'Le mot de passe doit comporter au moins 8\u00a0caractères',
  'Password must contain a lowercase letter': 'Le mot de passe doit contenir une minuscule',
  'Password must contain an uppercase letter': 'Le mot de passe doit contenir une majuscule',
  'Password must contain a number': 'Le mot de passe doit contenir un chiffre',
  'Password must contain a non-alphanumeric character':
    'Le mot de passe doit contenir un caractère non alphanumérique',
  'Choose a password other than the one you were given':
    'Choisissez un mot de passe différent de celui qui vous a été donné',
  'Choose a new password: this one is your current password.':
    'Choisissez un nouveau mot de passe\u00a0: celui-ci est votre mot de passe actuel.',
};
