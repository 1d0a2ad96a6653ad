/**
 * Each service's words, in one table: its name in the service bar, its line on the home page, its
 * join link, and its basket's names (src/features/cart). A new service is one row; a row missing a
 * word fails the type check. `msg` descriptors, translated where shown.
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Service } from '../api/services-contract'

export interface ServiceWords {
  /** The service bar's link, the footer's, the home page's heading. */
  name: MessageDescriptor
  /** What the service is, in a line (the home page's list of services). */
  blurb: MessageDescriptor
  /** The link to the service's join page. */
  join: MessageDescriptor
  /** Its basket, where /cart lists several. */
  basket: MessageDescriptor
  /** The link from /cart to its own basket page. */
  goToBasket: MessageDescriptor
  /** Its basket page's title (/cart/<service>). */
  basketPage: MessageDescriptor
}

export const SERVICE_WORDS: Record<Service, ServiceWords> = {
  farm: {
    name: msg`Farm`,
    blurb: msg`Fresh produce from local farmers.`,
    join: msg`Join as a farmer`,
    basket: msg`Farm basket`,
    goToBasket: msg`Go to the farm basket`,
    basketPage: msg`Farm basket and checkout`,
  },
  food: {
    name: msg`Food`,
    blurb: msg`Home-cooked meals from kitchens and restaurants near you.`,
    join: msg`Join as a kitchen`,
    basket: msg`Food basket`,
    goToBasket: msg`Go to the food basket`,
    basketPage: msg`Food basket and checkout`,
  },
  grocery: {
    name: msg`Grocery`,
    blurb: msg`Your groceries from local stores.`,
    join: msg`Join as a store`,
    basket: msg`Grocery basket`,
    goToBasket: msg`Go to the grocery basket`,
    basketPage: msg`Grocery basket and checkout`,
  },
  chef: {
    name: msg`Chefs`,
    blurb: msg`A private chef at your table.`,
    join: msg`Join as a chef`,
    basket: msg`Chef basket`,
    goToBasket: msg`Go to the chef basket`,
    basketPage: msg`Chef basket and checkout`,
  },
  cookbook: {
    name: msg`Cookbooks`,
    blurb: msg`Cookbooks and recipes from local creators.`,
    join: msg`Join as a creator`,
    basket: msg`Cookbook basket`,
    goToBasket: msg`Go to the cookbook basket`,
    basketPage: msg`Cookbook basket and checkout`,
  },
}
