import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import { AccountNavbarItem } from '../account';

// The site's navbar item types, with the gate's account item added: a site shows it with
// `{ type: 'custom-gatehouse-account', position: 'right' }` in `themeConfig.navbar.items`.
export default {
  ...ComponentTypes,
  'custom-gatehouse-account': AccountNavbarItem,
};
