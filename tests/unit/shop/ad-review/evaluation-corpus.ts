/**
 * The evaluation corpus of the advertising check (issue 27 "Done when"): sentences written for this shop by
 * hand, each labelled by what a 薬事 reviewer would say, not by what the rules catch. Hard cases are kept on
 * purpose: long words in between, testimonials, double negations, notices that must pass.
 * kind: the product kind the copy is about ([] for a general column); claims: the 届出表示 of a 機能性表示食品.
 */
import type { ProductKind } from '@/shop/ad-review'

export interface CorpusItem {
  label: 'violating' | 'compliant'
  kinds: ProductKind[]
  text: string
  claims?: string[]
}

export const LUTEIN_CLAIM =
  '本品にはルテイン・ゼアキサンチンが含まれます。ルテイン・ゼアキサンチンには、目の黄斑色素量を維持する働きがあり、ブルーライトなどの光の刺激からの保護により、目の調子を整えることが報告されています。'
export const GABA_CLAIM =
  '本品にはGABAが含まれます。GABAには、血圧が高めの方の血圧を下げる機能があることが報告されています。'
export const KNEE_CLAIM =
  '本品にはグルコサミン塩酸塩が含まれます。グルコサミン塩酸塩には、日常生活における膝関節の違和感を緩和する機能があることが報告されています。'
export const SLEEP_CLAIM =
  '本品にはL-テアニンが含まれます。L-テアニンには、睡眠の質（起床時の疲労感や眠気を軽減）を高める機能があることが報告されています。'

const food = (label: CorpusItem['label'], text: string): CorpusItem => ({ label, kinds: ['food'], text })
const cosmetic = (label: CorpusItem['label'], text: string): CorpusItem => ({
  label,
  kinds: ['cosmetic'],
  text,
})
const quasiDrug = (label: CorpusItem['label'], text: string): CorpusItem => ({
  label,
  kinds: ['quasiDrug'],
  text,
})
const column = (label: CorpusItem['label'], text: string): CorpusItem => ({ label, kinds: [], text })
const functional =
  (claim: string) =>
  (label: CorpusItem['label'], text: string): CorpusItem => ({
    label,
    kinds: ['functional'],
    text,
    claims: [claim],
  })
const lutein = functional(LUTEIN_CLAIM)
const gaba = functional(GABA_CLAIM)
const knee = functional(KNEE_CLAIM)
const sleep = functional(SLEEP_CLAIM)

export const CORPUS: CorpusItem[] = [
  // —— foods (supplements), violating
  food('violating', 'このサプリで膝の痛みが治ります。'),
  food('violating', '飲み始めてから、ひざの痛みがすっかり治りました！（60代女性）'),
  food('violating', '長年のひざの痛みがなおった、という声が届いています。'),
  food('violating', 'グルコサミンで関節の痛みを和らげます。'),
  food('violating', 'セサミンの力で肝機能を強化。'),
  food('violating', '毎朝のオメガ3で血液サラサラ。'),
  food('violating', '血圧が気になる方に。飲むだけで血圧が下がる青汁です。'),
  food('violating', '食後の血糖値の上昇をおさえるサプリメントです。'),
  food('violating', 'ブルーベリーで目の疲れがスッキリ取れます。'),
  food('violating', '視力が回復したという喜びの声が続々！'),
  food('violating', '乳酸菌の力で免疫力アップ！'),
  food('violating', '体の中から毒素を排出するデトックスティー。'),
  food('violating', '飲むだけでみるみる痩せる！'),
  food('violating', '3か月でマイナス5kgを達成した方も。'),
  food('violating', '代謝を上げて、燃えやすい体に。'),
  food('violating', '細胞を活性化して、若々しい毎日を。'),
  food('violating', 'コラーゲンを飲んで、お肌がぷるぷるに。'),
  food('violating', '医師も推薦するセサミンサプリ。'),
  food('violating', '管理栄養士がおすすめする栄養バランスの青汁です。'),
  food('violating', 'がんの予防に役立つといわれる成分をたっぷり配合。'),
  food('violating', '風邪をひかない体づくりに。'),
  food('violating', '便秘が解消して毎日スッキリ！'),
  food('violating', '不眠に悩む方へ。ぐっすり眠れるサプリです。'),
  food('violating', '売上No.1のグルコサミン！'),
  food('violating', '今だけ半額！この機会を逃すと二度と手に入りません。'),
  food('violating', 'いつでも解約可能な定期コースです。'),
  food('violating', '専門家お墨付きのサプリメント。'),
  food('violating', '体脂肪を燃焼させるダイエットサプリ。'),
  food('violating', '疲労回復に、毎日のセサミン。'),
  food('violating', '飲んだその日から、朝の目覚めが劇的に変わります。'),
  food('violating', '更年期のつらい症状を和らげるサプリ。'),
  food('violating', '寝ている間に脂肪が燃える！'),
  food('violating', '副作用の心配がない天然成分だから安心。'),
  food('violating', '薬に頼らない体へ。'),
  food('violating', 'ひざの軟骨を再生する成分を配合。'),
  food('violating', '認知症予防に、毎日のDHA。'),
  food('violating', 'ガンに効くと話題のキノコ粉末。'),
  food('violating', '飲み続けたら血糖値が下がりました（50代男性）。'),
  food('violating', '「治らない」と諦めていた膝の痛みが、楽になりました。'),
  food('violating', '膝の痛みは治らないわけではありません。'),
  food('violating', '二度と膝の痛みに悩まない毎日へ。'),
  food('violating', 'ｾｻﾐﾝで疲れ知らず、ｽﾀﾐﾅｱｯﾌﾟ！'),
  // —— foods, compliant
  food('compliant', '1日2粒を目安に、水またはぬるま湯でお召し上がりください。'),
  food('compliant', 'ゴマ由来のセサミンを1日分で10mg配合しています。'),
  food('compliant', '国内のGMP認定工場で製造しています。'),
  food('compliant', '食生活は、主食、主菜、副菜を基本に、食事のバランスを。'),
  food('compliant', '治療中の方、妊娠・授乳中の方は、医師にご相談ください。'),
  food('compliant', '体質に合わない場合は、ご使用をおやめください。'),
  food('compliant', 'このサプリメントで病気が治るわけではありません。'),
  food('compliant', '膝の痛みが治るものではありません。痛みがある方は医療機関を受診してください。'),
  food('compliant', '青魚に多く含まれるDHA・EPAを手軽に摂れるソフトカプセルです。'),
  food('compliant', 'グルコサミンとコンドロイチンを配合しました。'),
  food('compliant', '毎日の食生活で不足しがちな栄養素を補います。'),
  food('compliant', 'ブルーベリー由来のアントシアニンを1粒に20mg配合。'),
  food('compliant', 'パソコンやスマートフォンをよく使う方の毎日に。'),
  food('compliant', '定期コースは、次回お届け日の7日前までにお手続きいただければ、休止・解約ができます。'),
  food('compliant', '2回目以降も、初回と同じ価格でお届けします。'),
  food('compliant', '原材料の一部に大豆を含みます。'),
  food('compliant', '1日の摂取目安量を守ってお召し上がりください。'),
  food('compliant', '乳酸菌を毎日手軽に取り入れられる粉末タイプです。'),
  food('compliant', '寒い季節には、温かいお茶に溶かしてお召し上がりいただけます。'),
  food('compliant', '薬を服用中の方は、医師・薬剤師にご相談ください。'),
  food('compliant', '当社のセサミンは、胡麻およそ1万粒分を1日分に凝縮しています。'),
  food('compliant', 'がんが治るとは言えません。'),
  food('compliant', '飲むだけで痩せる、ということはありません。'),
  food('compliant', '痛みがある場合は、自己判断せずに医療機関を受診してください。'),
  food('compliant', '膝の痛みを治すものではありませんが、毎日の歩く楽しみを応援します。'),
  food('compliant', '通常価格3,980円（税込）の商品です。'),
  food('compliant', 'キャンペーンは11月30日（月）23:59までです。'),
  // —— 機能性表示食品, violating
  lutein('violating', '目の疲れを解消し、視力を回復させます。'),
  lutein('violating', 'ルテインで老眼の進行を防ぎます。'),
  gaba('violating', '血圧を下げて、高血圧を改善します。'),
  gaba('violating', 'GABAでストレスを緩和。'),
  knee('violating', '膝の痛みがなくなり、階段もらくらく。'),
  knee('violating', '膝関節の軟骨を修復します。'),
  sleep('violating', '飲めば必ずぐっすり眠れて、疲れが吹き飛びます。'),
  sleep('violating', '睡眠の質を高め、免疫力もアップ。'),
  gaba('violating', '消費者庁が認めた機能性表示食品です。'),
  lutein('violating', '機能性表示食品だから安心。誰でも効果を実感できます。'),
  sleep('violating', '不眠症の方にもおすすめです。'),
  gaba('violating', '医師も推奨する血圧サプリ。'),
  lutein('violating', 'ルテインが目のピント調節機能をサポートします。'),
  knee('violating', '膝の違和感を緩和し、腰の痛みにも効きます。'),
  // —— 機能性表示食品, compliant
  lutein('compliant', `届出表示：${LUTEIN_CLAIM}`),
  lutein('compliant', 'ルテインが目の黄斑色素量を維持し、目の調子を整えます。'),
  gaba('compliant', 'GABAには、血圧が高めの方の血圧を下げる機能があることが報告されています。'),
  gaba('compliant', '血圧が高めの方に。'),
  sleep('compliant', `届出表示：${SLEEP_CLAIM}`),
  sleep('compliant', '睡眠の質を高める機能が報告されたL-テアニンを配合。'),
  knee('compliant', '日常生活における膝関節の違和感を緩和する機能があることが報告されています。'),
  lutein('compliant', '1日1粒を目安にお召し上がりください。'),
  gaba(
    'compliant',
    '本品は、事業者の責任において特定の保健の目的が期待できる旨を表示するものとして、消費者庁長官に届出されたものです。ただし、特定保健用食品と異なり、消費者庁長官による個別審査を受けたものではありません。',
  ),
  gaba('compliant', '本品は、疾病の診断、治療、予防を目的としたものではありません。'),
  lutein(
    'compliant',
    '本品は、疾病に罹患していない方（未成年者、妊産婦（妊娠を計画している方を含む。）及び授乳婦を除く。）を対象に開発された食品です。',
  ),
  sleep(
    'compliant',
    '疾病に罹患している場合は医師に、医薬品を服用している場合は医師、薬剤師に相談してください。',
  ),
  knee('compliant', 'グルコサミン塩酸塩を1日1,500mg配合。'),
  // —— cosmetics, violating
  cosmetic('violating', 'シミがみるみる消える美容液。'),
  cosmetic('violating', '使い続けるとシワがなくなります。'),
  cosmetic('violating', '毛穴が消えたようなつるつる肌に。'),
  cosmetic('violating', 'アンチエイジング美容液で若返り。'),
  cosmetic('violating', '真皮まで浸透して、コラーゲンを生成。'),
  cosmetic('violating', '肌のターンオーバーを促進します。'),
  cosmetic('violating', '美白化粧水で、肌が白くなる。'),
  cosmetic('violating', 'ほうれい線が目立たなくなったと評判です。'),
  cosmetic('violating', '皮膚科医が推薦するスキンケア。'),
  cosmetic('violating', 'ニキビ跡が薄くなるクリーム。'),
  cosmetic('violating', '塗るだけで引き締まるボディジェル。'),
  cosmetic('violating', 'アトピーにも効く保湿クリーム。'),
  cosmetic('violating', '髪が生える頭皮エッセンス。'),
  cosmetic('violating', '世界最高の保湿力。'),
  cosmetic('violating', 'たるみを引き上げてリフトアップ。'),
  cosmetic('violating', 'ｼﾐが消える！'),
  cosmetic('violating', '肌の奥深くまで届いて、細胞レベルで生まれ変わる。'),
  cosmetic('violating', 'くすみが取れて、肌がワントーン明るくなります。'),
  cosmetic('violating', '目の下のクマが消えるアイクリーム。'),
  cosmetic('violating', 'しわが、まるで魔法のように消えていきます。'),
  cosmetic('violating', 'シミが消えないとお悩みの方へ。このクリームでシミが薄くなります。'),
  cosmetic('violating', 'ＳＮＳで話題！　シワが　消える　クリーム'),
  quasiDrug('violating', '薬用美白美容液で、シミが完全に消えます。'),
  // —— cosmetics and 医薬部外品, compliant
  cosmetic('compliant', '肌にうるおいを与え、キメを整えます。'),
  cosmetic('compliant', '乾燥による小ジワを目立たなくします（効能評価試験済み）。'),
  cosmetic('compliant', '角質層まで浸透※して、肌をすこやかに保ちます。※角質層まで'),
  cosmetic('compliant', '日やけによるシミ・そばかすを防ぐ日やけ止めミルク（SPF50+・PA++++）。'),
  cosmetic('compliant', '肌荒れを防ぎ、肌を整えます。'),
  cosmetic('compliant', '毛穴の汚れを落として、すっきり洗い上げます。'),
  cosmetic('compliant', 'エイジングケア※に。※年齢に応じたお手入れのこと'),
  cosmetic('compliant', '頭皮を清浄にし、髪にハリ・コシを与えます。'),
  cosmetic('compliant', '紫外線から肌を守る日やけ止めです。'),
  cosmetic('compliant', 'メーキャップ効果で、くすみをカバーして明るい肌印象に見せます。'),
  cosmetic('compliant', '保湿成分ヒアルロン酸Na配合。'),
  cosmetic('compliant', 'シミが消えるわけではありませんが、肌を整えて明るい印象に導きます。'),
  cosmetic('compliant', '洗浄によりニキビ・あせもを防ぎます。'),
  cosmetic('compliant', '敏感肌の方は、目立たない部分で試してからお使いください。'),
  cosmetic('compliant', '香料・着色料・パラベン不使用。'),
  cosmetic('compliant', '乾燥しがちな季節のお手入れに。'),
  cosmetic('compliant', '肌をひきしめ、キメを整えます。'),
  cosmetic('compliant', '肌にハリを与えるクリームです。'),
  cosmetic('compliant', '美容成分コラーゲン配合で、しっとりとした肌に。'),
  cosmetic('compliant', 'このクリームでシワがなくなることはありません。'),
  cosmetic('compliant', '※効果には個人差があります。'),
  cosmetic('compliant', '肌にうるおいを与えて、乾燥から守ります。'),
  quasiDrug('compliant', 'メラニンの生成を抑え、シミ・そばかすを防ぎます。'),
  quasiDrug('compliant', '有効成分ナイアシンアミドがシワを改善します。'),
  // —— columns (no product), both
  column('compliant', '「治る」という言葉は、健康食品の広告では使えない表現です。'),
  column('compliant', '「シミが消える」「シワがなくなる」などの表現は、化粧品では使えません。'),
  column('compliant', '「飲むだけで痩せる」などの表現は、健康増進法で禁止されています。'),
  column('compliant', '季節の変わり目は、十分な睡眠とバランスのよい食事を心がけましょう。'),
  column('violating', 'セサミンを飲めば、血圧も血糖値も下がります。'),
  column('violating', 'このコラムで紹介するサプリは、医師も太鼓判を押す品質です。'),
  // —— second batch, written after the first run had led to rule changes; its first measurement (8 of 12
  // violations found, 0 of 12 compliant flagged) is recorded in docs/adr/060-advertising-expression-check.md.
  food('violating', 'オメガ3で、ドロドロ血がサラサラに変わります。'),
  food('violating', '毎日のグルコサミンで、階段の上り下りがつらくなくなりました。'),
  food('violating', 'このサプリを飲んでから、風邪をひきにくくなりました。'),
  food('violating', '腸内フローラを整えて、お通じ改善！'),
  food('violating', '飲み続けることで、肌の透明感がアップします。'),
  food('violating', '「もう手放せない」との声多数！関節痛にサヨナラ。'),
  lutein('violating', 'ブルーライトから目を守り、視力低下を防ぎます。'),
  gaba('violating', 'GABAで血圧も中性脂肪もダウン。'),
  cosmetic('violating', '3日でシミが目立たなくなりました！'),
  cosmetic('violating', '肌細胞から生まれ変わる美容液。'),
  cosmetic('violating', '毛穴がキュッと引き締まって消えていく。'),
  cosmetic('violating', '業界初の成分で、肌が10歳若返る。'),
  food('compliant', 'セサミンは、ゴマに含まれる成分のひとつです。'),
  food('compliant', '1粒にルテインを12mg配合しました。'),
  food('compliant', 'ゴマの風味が苦手な方にも飲みやすいカプセルです。'),
  food('compliant', '定期コースは2回目以降10％オフ。次回お届け日の7日前までに解約・休止できます。'),
  food('compliant', 'お届けは最短で翌日です。'),
  knee('compliant', '膝関節の違和感を緩和する機能が報告されています。'),
  sleep('compliant', '就寝前に1日4粒を目安にお召し上がりください。'),
  cosmetic('compliant', 'とろみのある化粧水が、肌にすっとなじみます。'),
  cosmetic('compliant', '洗い上がりはつっぱらず、しっとり。'),
  cosmetic('compliant', '肌を乾燥から守り、すこやかに保ちます。'),
  cosmetic('compliant', 'シミ・シワを治すものではありません。乾燥を防ぎ、肌を整えます。'),
  quasiDrug('compliant', '医薬部外品。日やけによるシミ・そばかすを防ぎます。'),
  // —— third batch: the hard cases met in the shop's own copy (content/, issue 27 tuning) as compliant sentences,
  // and for each narrowed rule a violation proving it still catches the real claim.
  cosmetic('compliant', 'SPF50+・PA++++。日やけによるシミ・そばかすを防ぐ乳液です。'),
  cosmetic('compliant', 'エアコンの効いた部屋で過ごす時間が長い方に。'),
  column('compliant', '暖房の効いた室内では、空気がさらに乾燥しやすくなります。'),
  column('compliant', '個人の感想であり、商品の効果や効能を約束するものではありません。'),
  food('compliant', '食品のため、効果・効能を保証するものではありません。'),
  quasiDrug('compliant', 'フッ素を配合した薬用歯みがき。むし歯を防ぎ、口臭を防ぎます。'),
  cosmetic('compliant', 'フッ素配合の歯みがき粉でむし歯を防ぎ、口臭を防ぎます。'),
  food('compliant', 'ビタミンDは、腸管でのカルシウムの吸収を促進し、骨の形成を助ける栄養素です。'),
  knee('compliant', '1日の目安量を守ってお召し上がりください。'),
  column('compliant', '関節のまわりの筋肉は、使わずにいると衰え、体を支える力も弱くなりがちです。'),
  column('compliant', '心地よく眠るための夜の過ごし方をご紹介します。'),
  cosmetic('violating', '毎日使うだけでシミを防ぐ美容液。'),
  cosmetic('violating', 'シミ・そばかすを防いで、透明感のある肌へ。'),
  food('violating', 'このサプリはよく効くと評判です。'),
  food('violating', '優れた効能を示す成分を配合しました。'),
  food('violating', 'いつでも解約できる定期コースです。'),
  food('violating', '回数の縛りなし、気軽に始められる定期便。'),
  food('violating', 'キシリトール配合で、むし歯を防ぐガムです。'),
  cosmetic('violating', '歯周病を予防する歯みがき粉。'),
  quasiDrug('violating', '歯周病が治る薬用歯みがき。'),
  food('violating', '消化吸収を促進するサプリメントです。'),
  knee('violating', 'ピント調節を助けて、目を守ります。'),
]
