/**
 * Each service as the storefront shows it (decision 045): its words (tab bar, titles, empty
 * states, search), its routes, and how a shopper takes one of its listings. The screens in this
 * folder are one set, given a descriptor; the farm keeps its own words in src/features/farm.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SERVICE_NOUNS } from '../../api/service-routes-contract'
import type { Service } from '../../api/services-contract'

export type OtherService = Exclude<Service, 'farm'>

type Nouns = typeof SERVICE_NOUNS
type PathOf<K extends 'providers' | 'listings'> = { [S in OtherService]: `/{-$locale}/${S}/${Nouns[S][K]}` }[OtherService]
export type ProvidersPath = PathOf<'providers'>
export type ListingsPath = Exclude<PathOf<'listings'>, '/{-$locale}/cookbook/books'>
export type AreaPath = `/{-$locale}/${OtherService}/${'offers' | 'search' | 'join'}`
export type LandingPath = `/{-$locale}/${OtherService}`

export interface ServiceDescriptor {
  service: OtherService
  /** The tab bar's accessible name. */
  area: MessageDescriptor
  /** The landing page. */
  title: MessageDescriptor
  lead: MessageDescriptor
  /** The providers' tab and list title ("Kitchens"), the detail's section of its listings ("From this kitchen"). */
  providers: MessageDescriptor
  fromProvider: MessageDescriptor
  noProviders: MessageDescriptor
  /** The listings' tab and list title ("Meals"); null where listings have no list of their own (a creator's page lists the books). */
  listings: MessageDescriptor | null
  noListings: MessageDescriptor
  noOffers: MessageDescriptor
  search: { label: MessageDescriptor; placeholder: MessageDescriptor; hint: MessageDescriptor; providersFound: MessageDescriptor }
  /** How a shopper takes a listing: into the service's basket, or booked (experiences: the chef's booking, helper C). */
  takes: 'basket' | 'booking'
  routes: { landing: LandingPath; providers: ProvidersPath; listings: ListingsPath | null; offers: AreaPath; search: AreaPath; join: AreaPath }
}

export const DESCRIPTORS: Record<OtherService, ServiceDescriptor> = {
  food: {
    service: 'food',
    area: msg`Home-cooked meals`,
    title: msg`Home-cooked meals near you`,
    lead: msg`Meals from the kitchens of your market, cooked the day you order.`,
    providers: msg`Kitchens`,
    fromProvider: msg`From this kitchen`,
    noProviders: msg`No kitchens in this market yet.`,
    listings: msg`Meals`,
    noListings: msg`No meals in this market yet.`,
    noOffers: msg`No meal offers right now. Kitchens post new ones every week.`,
    search: {
      label: msg`Search meals and kitchens`,
      placeholder: msg`Pilau, stew, chapati…`,
      hint: msg`Type what you feel like eating: a dish, a cuisine, a kitchen.`,
      providersFound: msg`Kitchens found`,
    },
    takes: 'basket',
    routes: {
      landing: '/{-$locale}/food',
      providers: '/{-$locale}/food/kitchens',
      listings: '/{-$locale}/food/meals',
      offers: '/{-$locale}/food/offers',
      search: '/{-$locale}/food/search',
      join: '/{-$locale}/food/join',
    },
  },
  grocery: {
    service: 'grocery',
    area: msg`Grocery`,
    title: msg`Your groceries, delivered`,
    lead: msg`The shops of your market: pantry, fresh food and household goods.`,
    providers: msg`Stores`,
    fromProvider: msg`From this store`,
    noProviders: msg`No stores in this market yet.`,
    listings: msg`Products`,
    noListings: msg`No products in this market yet.`,
    noOffers: msg`No grocery offers right now. Stores post new ones every week.`,
    search: { label: msg`Search products and stores`, placeholder: msg`Rice, milk, soap…`, hint: msg`Type what you need: a product, a brand, a store.`, providersFound: msg`Stores found` },
    takes: 'basket',
    routes: {
      landing: '/{-$locale}/grocery',
      providers: '/{-$locale}/grocery/stores',
      listings: '/{-$locale}/grocery/products',
      offers: '/{-$locale}/grocery/offers',
      search: '/{-$locale}/grocery/search',
      join: '/{-$locale}/grocery/join',
    },
  },
  chef: {
    service: 'chef',
    area: msg`Private chefs`,
    title: msg`A chef in your kitchen`,
    lead: msg`Dinners, celebrations and cooking classes, cooked at your home by the chefs of your market.`,
    providers: msg`Chefs`,
    fromProvider: msg`This chef's experiences`,
    noProviders: msg`No chefs in this market yet.`,
    listings: msg`Experiences`,
    noListings: msg`No experiences in this market yet.`,
    noOffers: msg`No chef offers right now. Chefs post new ones every week.`,
    search: {
      label: msg`Search experiences and chefs`,
      placeholder: msg`Dinner, braai, cooking class…`,
      hint: msg`Type what you would like: an occasion, a cuisine, a chef.`,
      providersFound: msg`Chefs found`,
    },
    takes: 'booking',
    routes: {
      landing: '/{-$locale}/chef',
      providers: '/{-$locale}/chef/chefs',
      listings: '/{-$locale}/chef/experiences',
      offers: '/{-$locale}/chef/offers',
      search: '/{-$locale}/chef/search',
      join: '/{-$locale}/chef/join',
    },
  },
  cookbook: {
    service: 'cookbook',
    area: msg`Cookbooks`,
    title: msg`Cookbooks from your market's cooks`,
    lead: msg`Printed and digital cookbooks by the creators of your market.`,
    providers: msg`Creators`,
    fromProvider: msg`Books by this creator`,
    noProviders: msg`No creators in this market yet.`,
    listings: null,
    noListings: msg`No books by this creator yet.`,
    noOffers: msg`No cookbook offers right now. Creators post new ones every week.`,
    search: {
      label: msg`Search cookbooks and creators`,
      placeholder: msg`Baking, vegan, stews…`,
      hint: msg`Type what you would like to cook: a dish, a kind of cooking, a creator.`,
      providersFound: msg`Creators found`,
    },
    takes: 'basket',
    routes: {
      landing: '/{-$locale}/cookbook',
      providers: '/{-$locale}/cookbook/creators',
      listings: null,
      offers: '/{-$locale}/cookbook/offers',
      search: '/{-$locale}/cookbook/search',
      join: '/{-$locale}/cookbook/join',
    },
  },
}
