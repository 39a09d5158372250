import { AWARD_LABELS, VOTE_AWARDS, type VoteAward } from '@/shop/award/award-rules'
import type { AwardEntryView, AwardResult, PeriodView } from '@/shop/award/award-vote-service'
import { ButtonLink } from '@/ui/ButtonLink'
import { signInHref } from '@/shop/site/safe-redirect'

import styles from './award.module.css'
import { AwardVoteForm } from './AwardVoteForm'

export interface AwardVoteSectionProps {
  period: PeriodView
  entries: Record<VoteAward, AwardEntryView[]> | null
  /** The signed-in member's votes in this period (entry id per award); null for a guest. */
  myVotes: Partial<Record<VoteAward, number>> | null
  results: AwardResult[] | null
  /** This page, to come back to after signing in. */
  path: string
}

/**
 * The vote on the award page: what the period allows (none, not yet with its dates, open, closed), the candidates
 * per award with a ballot for a member who has not voted for that award, and the results once it has closed.
 */
export function AwardVoteSection({ period, entries, myVotes, results, path }: AwardVoteSectionProps) {
  const heading = period.year ? `${period.year}年 アワード投票` : 'アワード投票'
  return (
    <section aria-labelledby="award-vote" className={styles.vote}>
      <h2 id="award-vote">{heading}</h2>
      <p className={styles.status}>{period.message}</p>
      {period.status === 'open' && !myVotes ? (
        <p className={styles.signIn}>
          投票には会員ログインが必要です。
          <ButtonLink href={signInHref(path)} size="s">
            ログインして投票する
          </ButtonLink>
        </p>
      ) : null}
      {results ? <AwardResults results={results} /> : null}
      {!results && entries && period.status !== 'none'
        ? VOTE_AWARDS.map((award) => {
            const list = entries[award]
            if (list.length === 0) return null
            const label = AWARD_LABELS[award]
            const voted = myVotes?.[award]
            return (
              <section key={award} aria-labelledby={`award-${award}-title`} className={styles.award}>
                <h3 id={`award-${award}-title`}>{label}</h3>
                {period.status === 'open' && myVotes && voted === undefined ? (
                  <AwardVoteForm award={award} label={label} entries={list} />
                ) : (
                  <>
                    {voted !== undefined ? (
                      <p className={styles.voted}>
                        投票済み：「{list.find((e) => e.id === voted)?.title ?? ''}」に投票いただきました。
                      </p>
                    ) : null}
                    <ul className={styles.entries}>
                      {list.map((entry) => (
                        <li key={entry.id}>
                          <p className={styles.entryTitle}>
                            「{entry.title}」
                            <span className={styles.supporter}>{entry.supporterName}さん</span>
                          </p>
                          <p>{entry.excerpt}</p>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </section>
            )
          })
        : null}
    </section>
  )
}

function AwardResults({ results }: { results: AwardResult[] }) {
  return (
    <>
      {results.map((result) =>
        result.entries.length ? (
          <section key={result.award} aria-labelledby={`result-${result.award}`} className={styles.award}>
            <h3 id={`result-${result.award}`}>{result.label}の投票結果</h3>
            <ol className={styles.results}>
              {result.entries.map((entry) => (
                <li key={entry.id}>
                  <span className={styles.rank}>{entry.rank}位</span>「{entry.title}」
                  <span className={styles.supporter}>{entry.supporterName}さん</span>
                  <span className={styles.votes}>{entry.votes.toLocaleString('ja-JP')}票</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null,
      )}
    </>
  )
}
