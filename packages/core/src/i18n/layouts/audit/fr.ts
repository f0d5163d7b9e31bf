import type { Translation } from '../../message';
import type { LAYOUT_AUDIT_EN } from './en';

const fr: Translation<typeof LAYOUT_AUDIT_EN> = {
  title: 'Journal d’audit',
  search: 'Rechercher des événements',
  empty: 'Aucun événement d’audit sur cette période',
  noMatch: 'Aucun événement d’audit ne correspond à «\u00a0{text}\u00a0» sur cette période',
  'column.occurredFormatted': 'Date',
  'column.action': 'Action',
  'column.actorId': 'Auteur',
  'column.type': 'Type',
  'column.method': 'Méthode',
  'column.device': 'Appareil',
  'column.geo': 'Lieu',
  'column.remoteAddress': 'Adresse IP',
  'column.externalIds': 'Identifiants',
  range: 'Période',
  'range.minuets15': '15 dernières minutes',
  'range.hour': 'Dernière heure',
  'range.hour6': '6 dernières heures',
  'range.day': 'Dernier jour',
  'range.day3': '3 derniers jours',
  'range.week': 'Dernière semaine',
  'range.week2': '2 dernières semaines',
  'range.month': 'Dernier mois',
};
export default fr;
