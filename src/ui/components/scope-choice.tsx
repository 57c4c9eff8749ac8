/**
 * Under the search field while one scope is offered: says the search is in it, with a button for all rulebooks, or
 * offers it while all are searched (nothing while another rulebook is chosen in the filter).
 */
export function ScopeChoice({
  scope,
  ruleset,
  inScope,
  onlyLabel,
  onChoose,
}: {
  scope: string;
  ruleset: string | null;
  inScope: string;
  onlyLabel: string;
  onChoose: (ruleset: string | null) => void;
}) {
  return (
    <p class="search-scope">
      {ruleset === scope ? (
        <>
          {inScope}{' '}
          <button type="button" class="text-button" onClick={() => onChoose(null)}>
            Search all rulebooks
          </button>
        </>
      ) : (
        ruleset === null && (
          <button type="button" class="text-button" onClick={() => onChoose(scope)}>
            {onlyLabel}
          </button>
        )
      )}
    </p>
  );
}
