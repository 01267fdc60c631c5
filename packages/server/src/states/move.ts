/**
 * The one shape of a move, in every table of states/: the states it may start from and where it leads. A table
 * adds what its machine needs beside these two (the code a refusal answers, who may make the move, a guard), and
 * its writer updates only while the row is still in `from`, so of two racing moves exactly one happens.
 *
 * A state held in several fields (an order's payment, refund and shipment) writes `from` as `FieldsFrom`: per
 * field, the values it may start from, the product of which are the states a list would name one by one.
 */
export interface Move<State, To = State, From = readonly State[]> {
  from: From;
  to: To;
}

/** Per field of a state, the values a move may start from; a field not named may hold any. */
export type FieldsFrom<State> = { readonly [Field in keyof State]?: readonly State[Field][] };
