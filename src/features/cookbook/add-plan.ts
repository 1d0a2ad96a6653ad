/**
 * "Add the ingredients to my basket" (decision 047): a plan's lines go to the basket of their
 * service (farm lines to the farm basket, grocery lines to the grocery basket) through the cart's
 * own command (`addQuantity`: on top of what a line holds, outbox and all), and the shopper is
 * told what went where. A basket holding another market's lines takes nothing of this market:
 * those lines are reported, not forced in.
 */
import type { BasketPlan, PlanLine } from '../../api/cookbook-contract'
import { addQuantity } from '../../sync/cart'

type BuyLine = Extract<PlanLine, { status: 'buy' }>

export interface PlanOutcome {
  /** What each basket took, and how much the line now holds. */
  added: { line: BuyLine; holds: number }[]
  /** Lines refused because that service's basket is another market's. */
  otherMarket: BuyLine[]
  notSold: PlanLine[]
  have: PlanLine[]
}

export async function addPlanToBaskets(plan: BasketPlan): Promise<PlanOutcome> {
  const outcome: PlanOutcome = { added: [], otherMarket: [], notSold: [], have: [] }
  for (const line of plan.lines) {
    if (line.status === 'have') outcome.have.push(line)
    else if (line.status === 'not-sold') outcome.notSold.push(line)
    else {
      const { size: _size, ...listing } = line.listing
      const result = await addQuantity(listing, line.listingQuantity, line.service)
      if (result.otherStore) outcome.otherMarket.push(line)
      else outcome.added.push({ line, holds: result.quantity })
    }
  }
  return outcome
}
