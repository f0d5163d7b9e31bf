// The large-answer reader, one part loaded on demand (large-answers.ts): what a long list's
// answer needs and a short one does not, the reading of its first rows while the rest arrives
// and the check of the whole answer in place.
export { inPlace } from '../../mgmt/in-place';
export { readLeading } from './leading';
