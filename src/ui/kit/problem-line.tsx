/** What stops a form, read out as it appears (an alert); with an id, a field names it as its description. */
export function ProblemLine({ problem, id }: { problem: string | null | undefined; id?: string }) {
  if (!problem) return null;
  return (
    <p class="tk-error" role="alert" id={id}>
      {problem}
    </p>
  );
}
