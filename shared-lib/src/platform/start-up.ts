/** Resolves in a new task: the browser may answer a tap or paint before the next step of a start-up. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
