// The user toolbar's code after its first render, one on-demand part asked for as the widget
// mounts: its filters (shown beside the first search) and the More menu a narrow toolbar holds.
export { MoreMenu } from '../shared/more-menu';
export { UserFilters } from './user-filters';
