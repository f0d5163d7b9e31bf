/** A search's answer: its rows, and how many the server found when it says (paged lists). */
export interface ListAnswer<Item> {
  items: Item[];
  total?: number;
}
