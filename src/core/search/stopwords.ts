/**
 * Words too common to tell rules apart. Modal and negative words ("can", "must", "not", "no", "cannot")
 * are kept on purpose: rules turn on them ("Can't vs Must").
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an the of to in on at by for with from and or but nor is are was were be been being am it its itself ' +
    'this that these those as if then than so do does did doing done what which who whom whose when where why how ' +
    'i me my you your yours he him his she her hers they them their theirs we us our ours there here into onto ' +
    'out up about over under again further once both each few more most other some such too very just also ' +
    'get gets got has have had having will would shall should could about against between ' +
    'above below off s t'
  ).split(' '),
);
