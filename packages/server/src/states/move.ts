/**
 * The one shape of a move, in every table of states/: the states it may start from and where it leads. A table
 * adds what its machine needs beside these two (the code a refusal answers, who may make the move, a guard), and
 * its writer updates only while the row is still in `from`, so of two racing moves exactly one happens.
 */
export interface Move<State, To = State> {
  from: readonly State[];
  to: To;
}
