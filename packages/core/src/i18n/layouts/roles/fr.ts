import type { Translation } from '../../message';
import type { LAYOUT_ROLES_EN } from './en';

const fr: Translation<typeof LAYOUT_ROLES_EN> = {
  title: 'Rôles',
  search: 'Rechercher des rôles',
  empty: 'Aucun rôle',
  'column.name': 'Nom',
  'column.description': 'Description',
  'column.permissionNames': 'Autorisations',
  'column.editable': 'Modifiable',
  'button.create': 'Créer un rôle',
  'button.edit': 'Modifier le rôle',
  'button.delete': 'Supprimer les rôles',
  'field.name': 'Nom',
  'field.name.placeholder': 'p.\u00a0ex. Agent du support',
  'field.name.pattern': 'Retirez les espaces au début et à la fin du nom',
  'field.description': 'Description',
  'field.description.placeholder': 'Ce que peuvent faire les personnes ayant ce rôle',
  'field.permissionNames': 'Autorisations',
  cancel: 'Annuler',
  'create.title': 'Créer un rôle',
  'create.submit': 'Créer',
  'edit.title': 'Modifier le rôle',
  'edit.submit': 'Enregistrer',
  'delete.title': 'Supprimer le rôle',
  'delete.titleMany': 'Supprimer {count}\u00a0rôles',
  'delete.text': 'Supprimer {name}\u00a0?',
  'delete.many': '{count}\u00a0rôles',
  'delete.submit': 'Supprimer',
};
export default fr;
