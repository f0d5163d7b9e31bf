// The user toolbar's code after its first render, one on-demand part: its filters (loaded
// beside the first search) and its More menu's list (which a narrow toolbar opens).
export { MenuList } from '../shared/menu-list';
export { UserFilters } from './user-filters';
