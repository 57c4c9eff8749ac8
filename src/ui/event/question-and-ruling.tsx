/** The question asked and the ruling given, as the Event page's forms for a ruling (the team log's, a call's) ask. */
export function QuestionAndRuling({
  question,
  ruling,
  onQuestion,
  onRuling,
}: {
  question: string;
  ruling: string;
  onQuestion: (question: string) => void;
  onRuling: (ruling: string) => void;
}) {
  return (
    <>
      <label>
        Question
        <textarea name="question" rows={2} value={question} onInput={(e) => onQuestion(e.currentTarget.value)} />
      </label>
      <label>
        Ruling
        <textarea name="ruling" rows={2} value={ruling} onInput={(e) => onRuling(e.currentTarget.value)} />
      </label>
    </>
  );
}
