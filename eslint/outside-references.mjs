// Comments state the rule they implement instead of pointing at documents outside the repository (a numbered
// specification, a section of an architecture file): a reader of the code has no such document, and a rule kept
// elsewhere drifts from the code that implements it.
const OUTSIDE_REFERENCE = /\bseeds?\s+\d{3}\b|\bARCHITECTURE\.md\b|\bsection\s+\d+(\.\d+)*\b|§\s*\d/i;

const noOutsideReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments do not cite documents outside the repository' },
    schema: [],
    messages: { cited: 'This comment cites "{{text}}", a document outside the repository: state the rule itself.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = OUTSIDE_REFERENCE.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: 'cited', data: { text: match[0] } });
        }
      },
    };
  },
};

export const outsideReferencesPlugin = { rules: { 'no-outside-references': noOutsideReferences } };
