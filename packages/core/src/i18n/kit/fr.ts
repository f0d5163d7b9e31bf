import type { Translation } from '../message';
import type { KIT_EN } from './en';

const fr: Translation<typeof KIT_EN> = {
  loading: 'Chargement…',
  noResults: 'Aucun résultat',
  search: 'Rechercher',
  clearSearch: 'Effacer la recherche',
  notifications: 'Notifications',
  dismiss: 'Fermer',
  selected: 'Sélection',
  remove: 'Retirer {label}',
  filterOptions: 'Filtrer les options',
  noMatches: 'Aucune correspondance',
  moreColumns: 'Colonnes suivantes',
  previousColumns: 'Colonnes précédentes',
  moreColumnsNamed: '{label}\u00a0: {columns}',
  selectAll: 'Sélectionner toutes les lignes',
  selectRow: 'Sélectionner la ligne {index}',
  selectNamed: 'Sélectionner {name}',
  row: 'Ligne {index}',
  unselectable: '{name} ne peut pas être sélectionné\u00a0: {reason}',
};
export default fr;
