/** A page for a link that leads nowhere, with a way back. */
export function NotFound({ what = 'This page does not exist.' }: { what?: string }) {
  return (
    <main id="main" class="not-found">
      <h1>Not found</h1>
      <p>{what}</p>
      <p>
        <a href="/">Search the rules</a>
      </p>
    </main>
  );
}
