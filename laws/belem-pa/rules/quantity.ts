/**
 * Belém — the quantity the NBR 15514 class of art. 2, I, b is judged on. "Somente serão
 * aprovadas plantas para a construção de Postos …" (art. 2): the plan is of a storage area for
 * the quantity the application asks to store (application.requestedQuantity, kg of full
 * containers), before any container is on site; an outlet's stock (storage.containers, every
 * container: NBR 15514 counts empties in the area's capacity) is what it does store. When both
 * are known the larger decides: the distances must hold for what is licensed and for what is
 * kept. Neither known → the class, and so the distances, cannot be told. The arithmetic is the
 * shared kit's (src/core/class-quantity.ts), which Salvador's arts. 2 § 2º and 10 read too.
 */
export { type ClassQuantity, classQuantity, needClassQuantity } from '../../../src/core/class-quantity.ts';
