/** jsdom has no IntersectionObserver: this one lets a test say when the island comes into sight. */
export class SightLine {
  static last: SightLine;
  observed = false;
  constructor(private readonly report: IntersectionObserverCallback) {
    SightLine.last = this;
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  show(inSight: boolean) {
    if (this.observed) this.report([{ isIntersecting: inSight } as IntersectionObserverEntry], this as never);
  }
}
