import type { Translation } from '../message';
import type { FORMS_EN } from './en';

const fr: Translation<typeof FORMS_EN> = {
  required: 'Le champ «\u00a0{label}\u00a0» est obligatoire',
  requiredUnlabelled: 'Ce champ est obligatoire',
  checkbox: 'Cochez cette case pour continuer',
  minLength: {
    one: 'Saisissez au moins {count}\u00a0caractère',
    other: 'Saisissez au moins {count}\u00a0caractères',
  },
  maxLength: {
    one: 'Saisissez au plus {count}\u00a0caractère',
    other: 'Saisissez au plus {count}\u00a0caractères',
  },
  pattern: 'Respectez le format demandé',
  email: 'Saisissez une adresse e-mail valide',
  number: 'Saisissez un nombre',
  min: 'Saisissez {min} ou plus',
  max: 'Saisissez {max} ou moins',
  option: 'Choisissez l’une des options',
};
export default fr;
