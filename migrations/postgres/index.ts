import * as migration_20261122_074759_initial from './20261122_074759_initial';
import * as migration_20261122_234617_catalogue from './20261122_234617_catalogue';
import * as migration_20261123_004150_members from './20261123_004150_members';
import * as migration_20261123_022317_members_otp from './20261123_022317_members_otp';
import * as migration_20261123_022958_customer_municipality from './20261123_022958_customer_municipality';
import * as migration_20261123_032218_orders_points from './20261123_032218_orders_points';
import * as migration_20261123_055329_checkout_flow from './20261123_055329_checkout_flow';
import * as migration_20261124_082908_support_role from './20261124_082908_support_role';
import * as migration_20261124_090000_rate_limits from './20261124_090000_rate_limits';
import * as migration_20261124_121811_point_ledger_withdrawal from './20261124_121811_point_ledger_withdrawal';
import * as migration_20261125_114657_regular_delivery from './20261125_114657_regular_delivery';
import * as migration_20261125_131044_regular_delivery_engine_and_orders from './20261125_131044_regular_delivery_engine_and_orders';
import * as migration_20261125_131521_course_history_delivery_cancelled from './20261125_131521_course_history_delivery_cancelled';
import * as migration_20261127_001951_receipts from './20261127_001951_receipts';
import * as migration_20261127_010525_order_link_key from './20261127_010525_order_link_key';
import * as migration_20261127_033251_campaigns from './20261127_033251_campaigns';
import * as migration_20261127_041037_order_ab_variant from './20261127_041037_order_ab_variant';
import * as migration_20261127_061203_sample_apply from './20261127_061203_sample_apply';
import * as migration_20261127_063417_campaign_gifts from './20261127_063417_campaign_gifts';
import * as migration_20261127_072602_campaign_shopping from './20261127_072602_campaign_shopping';
import * as migration_20261127_093352_club_stages from './20261127_093352_club_stages';
import * as migration_20261127_095916_award_vote from './20261127_095916_award_vote';
import * as migration_20261127_100654_gift_guides from './20261127_100654_gift_guides';
import * as migration_20261128_225549_rich_text from './20261128_225549_rich_text';
import * as migration_20261128_234256_ad_review from './20261128_234256_ad_review';
import * as migration_20261129_022651_faq_rich_text from './20261129_022651_faq_rich_text';
import * as migration_20261129_054818_cancel_reason from './20261129_054818_cancel_reason';
import * as migration_20261129_060000_analytics from './20261129_060000_analytics';
import * as migration_20261129_060524_sample_application_variant from './20261129_060524_sample_application_variant';
import * as migration_20261129_124655_support_search from './20261129_124655_support_search';
import * as migration_20261129_124825_carrier_files from './20261129_124825_carrier_files';
import * as migration_20261129_130432_returns from './20261129_130432_returns';
import * as migration_20261129_130618_ops_alerts from './20261129_130618_ops_alerts';
import * as migration_20261129_131037_merged_schema from './20261129_131037_merged_schema';
import * as migration_20261129_131814_support_console from './20261129_131814_support_console';
import * as migration_20261129_133858_merged_schema_2 from './20261129_133858_merged_schema_2';

export const migrations = [
  {
    up: migration_20261122_074759_initial.up,
    down: migration_20261122_074759_initial.down,
    name: '20261122_074759_initial',
  },
  {
    up: migration_20261122_234617_catalogue.up,
    down: migration_20261122_234617_catalogue.down,
    name: '20261122_234617_catalogue',
  },
  {
    up: migration_20261123_004150_members.up,
    down: migration_20261123_004150_members.down,
    name: '20261123_004150_members',
  },
  {
    up: migration_20261123_022317_members_otp.up,
    down: migration_20261123_022317_members_otp.down,
    name: '20261123_022317_members_otp',
  },
  {
    up: migration_20261123_022958_customer_municipality.up,
    down: migration_20261123_022958_customer_municipality.down,
    name: '20261123_022958_customer_municipality',
  },
  {
    up: migration_20261123_032218_orders_points.up,
    down: migration_20261123_032218_orders_points.down,
    name: '20261123_032218_orders_points',
  },
  {
    up: migration_20261123_055329_checkout_flow.up,
    down: migration_20261123_055329_checkout_flow.down,
    name: '20261123_055329_checkout_flow',
  },
  {
    up: migration_20261124_082908_support_role.up,
    down: migration_20261124_082908_support_role.down,
    name: '20261124_082908_support_role',
  },
  {
    up: migration_20261124_090000_rate_limits.up,
    down: migration_20261124_090000_rate_limits.down,
    name: '20261124_090000_rate_limits',
  },
  {
    up: migration_20261124_121811_point_ledger_withdrawal.up,
    down: migration_20261124_121811_point_ledger_withdrawal.down,
    name: '20261124_121811_point_ledger_withdrawal',
  },
  {
    up: migration_20261125_114657_regular_delivery.up,
    down: migration_20261125_114657_regular_delivery.down,
    name: '20261125_114657_regular_delivery',
  },
  {
    up: migration_20261125_131044_regular_delivery_engine_and_orders.up,
    down: migration_20261125_131044_regular_delivery_engine_and_orders.down,
    name: '20261125_131044_regular_delivery_engine_and_orders',
  },
  {
    up: migration_20261125_131521_course_history_delivery_cancelled.up,
    down: migration_20261125_131521_course_history_delivery_cancelled.down,
    name: '20261125_131521_course_history_delivery_cancelled',
  },
  {
    up: migration_20261127_001951_receipts.up,
    down: migration_20261127_001951_receipts.down,
    name: '20261127_001951_receipts',
  },
  {
    up: migration_20261127_010525_order_link_key.up,
    down: migration_20261127_010525_order_link_key.down,
    name: '20261127_010525_order_link_key',
  },
  {
    up: migration_20261127_033251_campaigns.up,
    down: migration_20261127_033251_campaigns.down,
    name: '20261127_033251_campaigns',
  },
  {
    up: migration_20261127_041037_order_ab_variant.up,
    down: migration_20261127_041037_order_ab_variant.down,
    name: '20261127_041037_order_ab_variant',
  },
  {
    up: migration_20261127_061203_sample_apply.up,
    down: migration_20261127_061203_sample_apply.down,
    name: '20261127_061203_sample_apply',
  },
  {
    up: migration_20261127_063417_campaign_gifts.up,
    down: migration_20261127_063417_campaign_gifts.down,
    name: '20261127_063417_campaign_gifts',
  },
  {
    up: migration_20261127_072602_campaign_shopping.up,
    down: migration_20261127_072602_campaign_shopping.down,
    name: '20261127_072602_campaign_shopping',
  },
  {
    up: migration_20261127_093352_club_stages.up,
    down: migration_20261127_093352_club_stages.down,
    name: '20261127_093352_club_stages',
  },
  {
    up: migration_20261127_095916_award_vote.up,
    down: migration_20261127_095916_award_vote.down,
    name: '20261127_095916_award_vote',
  },
  {
    up: migration_20261127_100654_gift_guides.up,
    down: migration_20261127_100654_gift_guides.down,
    name: '20261127_100654_gift_guides',
  },
  {
    up: migration_20261128_225549_rich_text.up,
    down: migration_20261128_225549_rich_text.down,
    name: '20261128_225549_rich_text',
  },
  {
    up: migration_20261128_234256_ad_review.up,
    down: migration_20261128_234256_ad_review.down,
    name: '20261128_234256_ad_review',
  },
  {
    up: migration_20261129_022651_faq_rich_text.up,
    down: migration_20261129_022651_faq_rich_text.down,
    name: '20261129_022651_faq_rich_text',
  },
  {
    up: migration_20261129_054818_cancel_reason.up,
    down: migration_20261129_054818_cancel_reason.down,
    name: '20261129_054818_cancel_reason',
  },
  {
    up: migration_20261129_060000_analytics.up,
    down: migration_20261129_060000_analytics.down,
    name: '20261129_060000_analytics',
  },
  {
    up: migration_20261129_060524_sample_application_variant.up,
    down: migration_20261129_060524_sample_application_variant.down,
    name: '20261129_060524_sample_application_variant',
  },
  {
    up: migration_20261129_124655_support_search.up,
    down: migration_20261129_124655_support_search.down,
    name: '20261129_124655_support_search',
  },
  {
    up: migration_20261129_124825_carrier_files.up,
    down: migration_20261129_124825_carrier_files.down,
    name: '20261129_124825_carrier_files',
  },
  {
    up: migration_20261129_130432_returns.up,
    down: migration_20261129_130432_returns.down,
    name: '20261129_130432_returns',
  },
  {
    up: migration_20261129_130618_ops_alerts.up,
    down: migration_20261129_130618_ops_alerts.down,
    name: '20261129_130618_ops_alerts',
  },
  {
    up: migration_20261129_131037_merged_schema.up,
    down: migration_20261129_131037_merged_schema.down,
    name: '20261129_131037_merged_schema',
  },
  {
    up: migration_20261129_131814_support_console.up,
    down: migration_20261129_131814_support_console.down,
    name: '20261129_131814_support_console',
  },
  {
    up: migration_20261129_133858_merged_schema_2.up,
    down: migration_20261129_133858_merged_schema_2.down,
    name: '20261129_133858_merged_schema_2'
  },
];
