// The provider's content written from Gatehouse's definitions: flow screens and widget pages
// as the HTML the provider's static host serves (FORMAT25 §4, §5). The emulator serves its
// built-in content with these; a browser app never imports them.

export { type ColumnBadge, layoutToHtml, type WrittenColumn } from './layout';
export { screenToHtml } from './screen';
