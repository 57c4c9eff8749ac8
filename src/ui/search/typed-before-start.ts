/** What the judge typed into index.html's prerendered search field while the app's code was still arriving. */
let typed = '';

/** Called once by main.tsx just before the app first renders over the prerendered page. */
export function keepTypedBeforeStart(): void {
  typed = document.querySelector<HTMLInputElement>('#app input#q')?.value ?? '';
}

/** Home's first render continues that text rather than clearing it; later renders start empty. */
export function takeTypedBeforeStart(): string {
  const text = typed;
  typed = '';
  return text;
}
