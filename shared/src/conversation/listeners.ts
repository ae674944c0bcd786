/** A set of callbacks; `add` answers the function that removes the callback again. */
export class Listeners<A extends unknown[] = []> {
  private readonly callbacks = new Set<(...args: A) => void>();

  readonly add = (callback: (...args: A) => void): (() => void) => {
    this.callbacks.add(callback);
    return () => {
      this.callbacks.delete(callback);
    };
  };

  emit(...args: A): void {
    for (const callback of this.callbacks) callback(...args);
  }
}
