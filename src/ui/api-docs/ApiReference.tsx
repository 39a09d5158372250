import styles from './ApiReference.module.css'

type Json = Record<string, unknown>
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {})

/** A readable rendering of the OpenAPI document: one card per call with parameters, body and responses. */
export function ApiReference({ document }: { document: unknown }) {
  const paths = obj(obj(document).paths)
  return (
    <div className={styles.list}>
      {Object.entries(paths).flatMap(([path, item]) =>
        Object.entries(obj(item)).map(([method, op]) => {
          const operation = obj(op)
          const params = Array.isArray(operation.parameters) ? operation.parameters.map(obj) : []
          const body = obj(obj(obj(operation.requestBody).content))
          const responses = Object.keys(obj(operation.responses))
          const id = String(operation.operationId ?? `${method}-${path}`)
          return (
            <section key={id} className={styles.card} aria-labelledby={id}>
              <h2 id={id} className={styles.title}>
                <span className={styles.method} data-method={method}>
                  {method.toUpperCase()}
                </span>{' '}
                <code>{path}</code>
              </h2>
              <p>
                {String(operation.summary ?? '')}（<code>{id}</code>）
              </p>
              {params.length ? (
                <table className={styles.table}>
                  <caption>パラメータ</caption>
                  <thead>
                    <tr>
                      <th scope="col">名前</th>
                      <th scope="col">場所</th>
                      <th scope="col">必須</th>
                      <th scope="col">型</th>
                    </tr>
                  </thead>
                  <tbody>
                    {params.map((p) => (
                      <tr key={`${String(p.in)}-${String(p.name)}`}>
                        <td>
                          <code>{String(p.name)}</code>
                        </td>
                        <td>{p.in === 'path' ? 'パス' : 'クエリ'}</td>
                        <td>{p.required ? '必須' : '任意'}</td>
                        <td>{String(obj(p.schema).type ?? '')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              {Object.keys(body).length ? (
                <details>
                  <summary>リクエスト本文（{Object.keys(body).join(', ')}）</summary>
                  <pre className={styles.schema}>
                    {JSON.stringify(obj(Object.values(body)[0]).schema, null, 2)}
                  </pre>
                </details>
              ) : null}
              <p className={styles.responses}>レスポンス: {responses.join(' / ')}</p>
            </section>
          )
        }),
      )}
    </div>
  )
}
