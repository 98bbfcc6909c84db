"""The words of the controlled English (controlled.lark): what `describe` writes for each
value of a scenario document, which document keys it can say, and when a name needs quotes.

No lark here: `describe` runs on every `judge ask`, and lark is loaded only to read a
controlled-English text back (`judge.ask.controlled`).
"""

from __future__ import annotations

import re

from judge.engine.build_question import QUERY_KINDS
from judge.engine.validate import scenario_schema

MODES = {
    "1v1": "a 1v1 game",
    "2v2": "a 2v2 game",
    "ffa3": "a three-player free-for-all",
    "ffa4": "a four-player free-for-all",
}
# The keywords a scenario's cards may carry: the scenario schema's own list.
KEYWORDS = tuple(scenario_schema()["$defs"]["keyword"]["enum"])
# The keywords a `has_keyword` or `keyword_granted` question may ask about: the schema's list.
CHARACTERISTIC_KEYWORDS = tuple(scenario_schema()["$defs"]["characteristic_keywords"]["enum"])
TYPES = {
    "unit": "a unit",
    "gear": "a gear",
    "spell": "a spell",
    "rune": "a rune",
    "legend": "a legend",
    "activated": "an activated ability",
    "triggered": "a triggered ability",
    "add": "an add ability",
}
ZONES = (
    "hand",
    "trash",
    "banishment",
    "main deck",
    "rune deck",
    "rune pool",
    "legend zone",
    "champion zone",
)
OUTCOMES_BEFORE = {"cleanup": "before the next cleanup"}  # outcomes: only what came first
OUTCOMES_LAST = {True: "after the earlier actions"}  # outcomes: only what the last caused
BECAUSE = {
    "effect": "by an effect",
    "combat": "by combat",
    "cleanup": "by a cleanup",
    "invalid_destination": "for an invalid destination",
}
GAME_ACTIONS = {
    "stun": "stunned",
    "buff": "buffed",
    "exhaust": "exhausted",
    "ready": "readied",
    "heal": "healed",
    "kill": "killed",
    "banish": "banished",
    "discard": "discarded",
    "recycle": "recycled",
    "counter": "countered",
    "detach": "detached",
    "empower": "empowered",
    "disempower": "disempowered",
    "spend": "spent",  # said "the buff of Sett is spent"
}
# The actions that change a player's points, each said with its verb ("you gain 2 points").
POINTS_CHANGES = {"gain_points": "gain", "lose_points": "lose"}
# The actions that change a player's XP, each said with its verb ("you spend 3 XP").
XP_CHANGES = {"gain_xp": "gain", "spend_xp": "spend"}
ABILITY_TEXTS = {"triggered": "a triggered ability's effect"}  # what an is_target text is
MOVES = {"standard_move": "a standard move", "move_effect": "a move by a spell or ability"}
QUESTION_VALUES = {
    "is_move": {
        **MOVES,
        "recall": "a recall",
        "enter_board": "a card entering the board",
        "zone_change": "a card changing zones",
        "attached_follows": "an attached card following its host",
        "kill": "a permanent being killed",
    },
    "is_location": {
        "base": "a base",
        "battlefield": "a battlefield",
        "facedown_zone": "a battlefield's facedown zone",
        "legend_zone": "the legend zone",
    },
    "uses_chain": {
        "move": "moving",
        "hide": "hiding a card",
        "play_from_hidden": "playing a card from hidden",
        "activated_ability": "activating an ability",
        "reflexive_trigger": "a reflexive trigger",
    },
    "stopped_by_move_restriction": {**MOVES, "recall": "a recall"},
    "enters_ready": {
        "unit": "a unit",
        "accelerated_unit": "a unit played with Accelerate",
        "gear": "gear",
        "rune": "a channeled rune",
        "token_unit": "a token unit",
    },
    "exhausts": MOVES,
    "changes_state": {"recall": "a recall"},
    # chain, costs and targets: each value a whole question, said before its "?"
    "decided_on_finalize": {
        "may_first": "a you may at the start of its effect",
        "may_later": "a you may later in its effect",
        "cost_first": "a cost at the start of its effect",
        "cost_later": "a cost later in its effect",
        "targets": "its targets",
    },
    # abilities
    "ability_rule": {
        "trigger_without_source": (
            "does a triggered ability on the chain still resolve after its source leaves the board"
        ),
        "attack_trigger_regained": (
            "does an attack or defend trigger trigger again when its unit regains the "
            "designation in the same combat"
        ),
        "play_effect_after_entering": (
            "is a play effect put on the chain after its permanent enters the board"
        ),
        "delayed_without_source": (
            "does a delayed ability still apply after its source leaves the board"
        ),
        "legion_finalized_unresolved": (
            "does a card finalized this turn but not yet resolved count for Legion"
        ),
        "legion_countered": "does a card finalized and then countered count for Legion",
        "legion_itself": "does the card with Legion count for its own Legion",
        "legion_opponents_card": "does a card another player played count for Legion",
        "level_new_controller": (
            "does a Level ability check the XP of the card's new controller after its "
            "controller changes"
        ),
        "empower_without_keyword": "can an effect Empower a game object with no Empower ability",
        "empowered_again": (
            "does an instruction to Empower an Empowered game object do anything more"
        ),
        "unique_in_play": "does Unique have any effect during the game",
        "attack_requirement_unmet": (
            "does a triggered ability whose condition adds a requirement to attacking or "
            "defending trigger later in the combat when the requirement was not fulfilled as "
            "the unit gained its designation"
        ),
        "conditional_after_condition": (
            "must a conditional statement right after a triggered ability's condition be "
            "true for it to go on the chain"
        ),
        "once_each_turn_again": (
            "does a triggered ability performed once each turn trigger again after it has "
            "been performed this turn"
        ),
        "conditional_in_effect": (
            "is a conditional statement later in a triggered ability's effect checked only "
            "as it resolves"
        ),
        "conquer_unit_elsewhere": (
            "does a unit's conquer ability trigger when its controller conquers a battlefield "
            "where the unit is not"
        ),
        "declined_not_triggered": (
            "is a triggered ability whose you may was declined as it was finalized considered to "
            "have triggered"
        ),
        "simultaneous_turn_player_first": (
            "when triggered abilities of several players trigger at once does the turn player "
            "put theirs on the chain first"
        ),
        "simultaneous_others_resolve_first": (
            "when triggered abilities of several players trigger at once do the other players' "
            "resolve before the turn player's"
        ),
        "may_first_on_trigger": (
            "is a you may at the start of a triggered ability's effect decided as it triggers "
            "before it goes on the chain"
        ),
        "may_first_on_resolution": (
            "is a you may at the start of a triggered ability's effect decided as it resolves"
        ),
        "simultaneous_own_order": (
            "does the player who controls several triggered abilities triggered at once "
            "choose the order they go on the chain"
        ),
        "start_trigger_before_attack_triggers": (
            "does an ability that triggers as a showdown or combat begins resolve before the "
            "Attack and Defend triggers when a combat opens"
        ),
        "one_counter_each_trigger": (
            "can one instruction that counters a spell or ability counter each item of an "
            "ability that triggered more than once"
        ),
        "target_created_by_simultaneous_trigger": (
            "can a triggered ability choose an object that another ability triggered at the "
            "same time creates as it resolves"
        ),
        "deathknell_before_played_unit_effect": (
            "does a Deathknell triggered by a kill as an effect resolves resolve before the "
            "play effect of a unit that effect then plays"
        ),
        "triggered_again_after_entering": (
            "does an ability that triggered before a permanent making it trigger an "
            "additional time entered the board trigger again"
        ),
        "end_of_turn_after_it_began": (
            "does an end of turn ability of a permanent that comes under your control during "
            "your Ending Step trigger that turn"
        ),
    },
    "optional_additional_cost": {
        "accelerate": "is the Accelerate cost an optional additional cost",
        "repeat": "is the Repeat cost an optional additional cost",
        "deflect": "is the Deflect cost an optional additional cost",
    },
    "countered": {
        "refunds_costs": "are the costs paid for a countered card refunded",
        "refunds_additional_costs": "are the additional costs paid for a countered card refunded",
        "counts_as_played": (
            "is a countered card considered played for abilities that trigger on plays"
        ),
        "discount_carries_over": "does a discount a countered card got carry over to a later card",
    },
    "while_paying": {
        "add_reaction": "while paying a cost, may a player activate Add abilities with Reaction",
        "exhaust_exhausted": (
            "while paying a cost, can a player exhaust something already exhausted"
        ),
    },
    "discount_reduces": {"additional_costs": "can a discount reduce additional costs"},
    "effect_without_paying": {
        "instruction_cost": (
            "is the effect of an instruction of the form do X to do Y had without paying its cost"
        ),
        "applied_cost": "can a game action be performed without paying the cost applied to it",
        "triggered_ability_cost": (
            "is a triggered ability's effect had without paying the cost at its start"
        ),
        "card_cost": "is a card played without paying its costs",
        "part_of_trigger_cost": (
            "can a player pay one part of the cost at the start of a triggered ability's "
            "effect without another"
        ),
        "pay_declined": (
            "is the effect of an ability had when its player chooses not to pay the resources "
            "of a Pay instruction in its cost"
        ),
    },
    "cost_seen_by_effects": {
        "printed": "do effects that check a card's cost see its printed cost",
        "ability": "do effects that check an ability's cost see its base cost",
        "weaponmaster": (
            "does Weaponmaster see only the base cost of an Equip ability whose cost is altered"
        ),
    },
    "cost_rule": {
        "performed": "does a player who performs a cost's game action get its linked effect",
        "impossible": (
            "can a player whose cost's game action is impossible pay it and get its linked effect"
        ),
        "replaced_cost": "is a cost still paid when its game action is replaced",
        "replaced_payment": (
            "does a later instruction execute when a payment with no linked effect is replaced"
        ),
        "spell_instruction_cost": (
            "is a cost within a spell's instructions paid as the spell is played"
        ),
        "applied_cost_chain": "does paying an applied cost use the chain",
        "repeat_costs_again": (
            "are a repeated spell's costs paid again for its repeated execution"
        ),
        "forcing_illegal_with_choice": (
            "may a player playing a card make a choice or pay a cost that will make a later "
            "step of playing it illegal when they have another choice"
        ),
        "forcing_illegal_without_choice": (
            "may a player playing a card make a choice or pay a cost that will make a later "
            "step of playing it illegal when they have no other choice"
        ),
        "optional_paid_at_zero": (
            "is an optional additional cost the player chose to pay still paid when discounts "
            "reduce it to zero"
        ),
        "increase_before_discount": (
            "are a card's cost increases applied before the discounts on its total cost"
        ),
    },
    "executes_linked": {
        "earlier_ignored": (
            "is a later linked instruction carried out when the earlier one was ignored"
        )
    },
    "split_chosen_when_played": {
        "division": (
            "for damage split among units, is how it is divided chosen when the spell is played"
        ),
        "targets": (
            "for damage split among units, are the units it is split among chosen when the spell "
            "is played"
        ),
    },
    # game actions, runes and tokens (judge/ask/readings/actions.py)
    "counts_as": {
        "banish_kill": "is a banish a kill",
        "discard_kill": "is a discard a kill",
        "recycle_discard": "is a recycle a discard",
        "hide_play": "is a hide a play",
        "move_recall": "is a move to a base a recall",
        "banish_discard": "is a banish from hand a discard",
        "replace_banish": "is a replaced card banished",
        "show_reveal": "is a card shown from your hand to another player revealed",
        "playing_in_former_zone": (
            "is a card being played still in the zone it is played from while it is finalized"
        ),
        "ability_source_on_chain": (
            "does activating an ability move the object it is an ability of to the chain"
        ),
    },
    "buff_rule": {
        "two_at_once": "can a unit have two buffs at once",
        "each_unit": "can a unit have a buff while another unit has one",
        "any_number_permitted": (
            "can a unit whose text permits it any number of buffs get another buff while it has one"
        ),
    },
    "stunned": {
        "combat_damage": "does a stunned unit deal combat damage",
        "less_damage_kills": "does a stunned unit die from less damage than its might",
        "next_turn": ("does a unit stunned in a main phase stay stunned into the next turn"),
        "ending_step_start": (
            "has a stunned unit lost the Stunned status by the start of the Ending Step"
        ),
    },
    "recycle": {
        "own_deck": "does each player recycle to their own decks whoever is told to recycle",
        "targets": "does recycling cards from a zone target them",
        "rune_main_deck": "is a recycled rune put into the main deck",
        "rune_rune_deck_bottom": "is a recycled rune put on the bottom of the rune deck",
    },
    "burns_out": {
        "draw": "does drawing more cards than the main deck holds burn out",
        "burn": "does burning more cards than the main deck holds burn out",
        "predict": "does predicting more cards than the main deck holds burn out",
        "reveal": "does revealing more cards than the main deck holds burn out",
    },
    "at_will": {
        "draw": "can a player draw cards at will",
        "exhaust": "can a player exhaust units or gear at will",
        "ready": "can a player ready units or gear at will",
        "recycle": "can a player recycle cards at will",
        "deal": "can a player deal damage at will",
        "heal": "can a player heal units at will",
        "discard": "can a player discard cards at will",
        "stun": "can a player stun units at will",
        "counter": "can a player counter spells at will",
        "buff": "can a player buff units at will",
        "banish": "can a player banish cards at will",
        "kill": "can a player kill units at will",
        "channel": "can a player channel runes at will",
        "burn_out": "can a player burn out at will",
        "burn": "can a player burn cards at will",
        "move": "can a player move game objects other than by a standard move at will",
        "reveal": "can a player reveal cards from a private or secret zone at will",
        "add": "can a player add resources at will",
        "double": "can a player double at will",
        "swap": "can a player swap at will",
        "attach": "can a player attach cards at will",
        "detach": "can a player detach cards at will",
        "predict": "can a player predict at will",
        "prevent": "can a player prevent damage at will",
        "replace": "can a player replace cards at will",
        "create": "can a player create game objects at will",
        "empower": "can a player empower game objects at will",
        "disempower": "can a player disempower game objects at will",
        "skip": "can a player skip an event at will",
        "pay": "can a player pay resources at will",
        "play": "can a player play cards at will",
        "hide": "can a player hide cards at will",
        "standard_move": "can a player make a standard move at will",
    },
    "triggers_on": {
        "skipped_event": "does what triggers on an event trigger when that event is skipped",
        "instructed_by_opponent": (
            "does a when you ability trigger on a game action an opponent's effect had you perform"
        ),
    },
    "playable_from": {
        "hand": "can a player play cards from their hand",
        "champion_zone": "can a player play cards from their champion zone",
        "trash": "can a player play cards from their trash without an effect allowing it",
        "main_deck": "can a player play cards from their main deck without an effect allowing it",
        "banishment": "can a player play cards from banishment without an effect allowing it",
        "rune_deck": "can a player play cards from their rune deck",
    },
    "information": {
        "hand_cards": "are the cards in a hand public information",
        "hand_count": "is the number of cards in a hand public information",
        "trash_cards": "are the cards in a trash public information",
        "banishment_cards": "are the cards in banishment public information",
        "champion_zone_cards": "are the cards in a champion zone public information",
        "chain_cards": "are the cards and abilities on the chain public information",
        "main_deck_cards": "are the cards in a main deck public information",
        "rune_deck_cards": "are the runes in a rune deck public information",
        "base_cards": "are the permanents and runes in a base public information",
        "battlefield_cards": "are the permanents at a battlefield public information",
        "look_own_hand": "may a player look at the cards in their own hand",
        "look_others_hand": "may a player look at the cards in another player's hand",
        "look_trash": "may a player look at the cards in any player's trash",
        "look_banishment": "may a player look at the cards in any player's banishment",
        "look_champion_zone": "may a player look at the cards in any player's champion zone",
        "look_main_deck": "may a player look at the cards in a main deck",
        "look_rune_deck": "may a player look at the runes in a rune deck",
        "reorder_trash": "may a player reorganize the cards in a trash",
        "reorder_banishment": "may a player reorganize the cards in a banishment",
        "reorder_hand": "may a player reorganize the cards in a hand",
    },
    "owner_zone": {
        "others_zone": (
            "can a card be put into a zone off the board that belongs to a player other than its "
            "owner"
        ),
    },
    "rune": {
        "is_permanent": "is a rune on the board a permanent",
        "pool_kept": "does unspent energy or power stay in the rune pool after the turn ends",
        "basic_add_reaction": "do the add abilities of a basic rune have reaction",
        "energy_domain": "does energy have a domain",
        "exhaust_adds_energy": "does exhausting a basic rune add energy",
        "recycle_adds_power": "does recycling a basic rune add power",
        "exhaust_adds_power": "does exhausting a basic rune add power",
        "recycle_adds_energy": "does recycling a basic rune add energy",
        "channel_two": "does the turn player channel two runes in each channel phase",
        "pool_of_controller": (
            "does energy or power a card adds go to the rune pool of the player who controls it"
        ),
    },
    "token": {
        "is_card": "is a token a card",
        "exists_off_board": (
            "does a token still exist after it goes to a zone off the board other than the chain"
        ),
        "played_from_off_board": (
            "can a token be played after it went to a zone off the board other than the chain"
        ),
        "exists_on_chain": "does a token exist on the chain",
        "playable": "can a token be played by its owner",
        "has_cost": "does a token have a cost",
        "follows_type": "does a token follow the rules for its type",
        "owner_creator": "is a token owned by the player who controlled the effect that created it",
        "controller_creator": (
            "is a token controlled by the controller of the spell or ability that created it"
        ),
    },
}
QUESTION_VALUES["death"] = {
    "attached_gear_to_trash": "does gear attached to a unit go to the trash when the unit dies",
    "deathknell_when_replaced": (
        "does a Deathknell happen when its unit's death is replaced so it never goes to the trash"
    ),
    "own_death_trigger_when_replaced": (
        "does a unit's When I die ability happen when its death is replaced so it never goes "
        "to the trash"
    ),
    "deathknell_before_trash": (
        "is a Deathknell added to the chain before its unit is put in the trash"
    ),
    "deathknell_during_spell": (
        "does a Deathknell caused by a resolving spell resolve before the spell finishes resolving"
    ),
    "deathknell_before_combat_heal": (
        "does the Deathknell of a unit killed by combat damage resolve before the units are "
        "healed at the end of combat"
    ),
    "deathknell_each_instance": (
        "does each instance of Deathknell on a permanent trigger separately"
    ),
    "replaced_death_happened": "has a unit whose death was replaced died",
    "replacement_twice": "can a replacement effect be applied twice to the same event",
    "zero_damage_dealt": "is zero damage dealt",
    "bonus_damage_without_damage": "does Bonus Damage apply when no damage is dealt",
    "bonus_damage_in_replaced_total": (
        "is Bonus Damage in the total when the damage dealt is replaced"
    ),
    "bonus_damage_reduces": "can Bonus Damage reduce the damage dealt",
    "clearing_is_healing": "is clearing damage from a unit for any reason healing",
    "assigning_is_dealing": "is assigning combat damage itself dealing damage",
}
# who deals the damage of an effect's text (question `damage_source`)
DAMAGE_ASKED = {
    "effect": "the effect",
    "card": "the card with the ability",
    "units": "the units it says deal it",
}
DAMAGE_FROM = {
    "spell": "spell",
    "unit": "unit's ability",
    "gear": "gear's ability",
    "legend": "legend's ability",
}
# making new choices for a finalized chain item (rules_data/facts/new_choices.yaml)
_NEW_CHOICES = "may a player making new choices for a finalized chain item change"
QUESTION_VALUES["new_choices"] = {
    "target": f"{_NEW_CHOICES} its targets",
    "mode": f"{_NEW_CHOICES} its modes",
    "destination": f"{_NEW_CHOICES} its move destinations",
    "location": f"{_NEW_CHOICES} the location a unit is played to",
    "as_played": f"{_NEW_CHOICES} a choice made as it was played",
    "optional_cost": f"{_NEW_CHOICES} whether an optional additional cost was paid",
}
# choices made as a card was played, changed afterwards or not (new_choices.yaml)
_CHANGED = "can the choices made as a card was played be changed"
QUESTION_VALUES["choices_changed"] = {
    "unprompted": f"{_CHANGED} with nothing instructing it",
    "instructed": f"{_CHANGED} when a spell or ability instructs new choices",
}
# keywords and attached cards (judge/ask/readings/keywords.py)
QUESTION_VALUES["keyword_rule"] = {
    "reaction_resolves_first": (
        "does a reaction spell played in response resolve before the items already on the chain"
    ),
    "copy_keeps_granted": (
        "does a unit that becomes a copy of another unit keep a keyword a spell or another "
        "card's ability gave that unit alone as it resolved"
    ),
    "any_number": "can a card have any number of keywords",
    "order": (
        "are the effects of a card's keywords executed in "
        "the order they are listed from top to bottom"
    ),
    "vision_instances": "does each instance of Vision on a permanent trigger separately",
    "weaponmaster_instances": "does each instance of Weaponmaster on a unit trigger separately",
    "equip_instances": (
        "can a gear's Equip abilities each be activated separately by paying their own costs"
    ),
    "quick_draw_instances": (
        "does a second instance of Quick-Draw on a gear have any effect beyond the first"
    ),
    "deflect_instances": (
        "are the Deflect Values of a permanent's Deflect "
        "keywords summed when it is granted Deflect again"
    ),
    "hunt_instances": (
        "are the Hunt Values of a unit's Hunt keywords summed when it is granted Hunt again"
    ),
    "assault_instances": (
        "are the Assault Values of a unit's Assault keywords summed when it is granted Assault "
        "again"
    ),
    "shield_instances": (
        "are the Shield Values of a unit's Shield keywords summed when it is granted Shield again"
    ),
    "tank_instances": "does a second instance of Tank on a unit have any effect beyond the first",
    "temporary_instances": (
        "does a second instance of Temporary on a permanent have any effect beyond the first"
    ),
    "accelerate_on_board": "does Accelerate have any function while its unit is on the board",
    "accelerate_lost_while_played": (
        "does a unit whose Accelerate cost was paid enter ready if it loses Accelerate while "
        "it is being played"
    ),
    "accelerate_becomes_ready": "does a unit that enters ready through Accelerate become ready",
    "hunt_hold": (
        "does Hunt give its unit's controller XP when the unit holds as well as when it conquers"
    ),
    "deflect_any_domain": "can the Power paid for a Deflect cost be of any domain",
    "deflect_targetable": (
        "can a spell or ability an opponent controls choose a unit with Deflect"
    ),
    "equip_targets": "is the unit an Equip ability chooses a target",
    "equip_enemy_unit": (
        "can an Equip ability without text altering its targeting attach "
        "its gear to a unit its controller does not control"
    ),
    "weaponmaster_activates_equip": (
        "does a Weaponmaster ability activate the Equip ability of the Equipment it attaches"
    ),
    "weaponmaster_chooses_unit": "does a Weaponmaster ability choose the unit with Weaponmaster",
    "weaponmaster_no_equip_cost": (
        "can a Weaponmaster ability attach an Equipment that has no Equip cost"
    ),
    "weaponmaster_cost_without_any_power": (
        "can a Weaponmaster ability attach an Equipment whose Equip cost has no Power of any "
        "domain symbol"
    ),
    "quick_draw_respond": "can a player respond to a Quick-Draw gear before it is attached",
    "flow_countered_to_trash": (
        "does a spell played for its Flow cost go to the trash when it is countered"
    ),
    "flow_timing": "does playing a spell for its Flow cost change when it can be played",
    "repeat_paid_after_responses": (
        "can a Repeat cost be paid after the spell is on the chain and an opponent has responded"
    ),
    "repeat_different_choices": (
        "can the choices for the additional execution of Repeat differ from the first execution"
    ),
    "empowered_with_status": (
        "is a card's Empowered ability active while the card has the Empowered status"
    ),
    "empowered_without_status": (
        "is a card's Empowered ability active while the card does not have the Empowered status"
    ),
}
QUESTION_VALUES["attached"] = {
    "moves_separately": "can an attached card be moved separately from the card it is attached to",
    "different_controller": (
        "can an attached card have a different controller from the card it is attached to"
    ),
    "control_follows": (
        "does a change of control of a card change control of the cards attached to it"
    ),
    "status_shared": (
        "does exhausting or readying a card exhaust or ready the cards attached to it"
    ),
    "readied_by_attaching": "does attaching an exhausted card to a unit ready it",
    "targetable": "can an attached card be targeted by game effects",
    "rules_text_active": "is an attached card's printed rules text active",
    "keywords_seen": (
        "does a card whose text is inactive still have its keywords for effects that check for them"
    ),
    "two_hosts": "can a card be attached to two cards at once",
    "might_bonus": (
        "does an attached card's Might Bonus modify the Might of the card it is attached to"
    ),
    "reattach_same": "does attaching a card to the card it is already attached to have any effect",
    "attach_without_effect": "can a player attach a card without a game effect directing them to",
    "detach_unattached": "does an instruction to detach a card that is not attached do anything",
}
QUESTION_VALUES["combat_rule"] = {
    "more_than_two_players": "can one combat occur between the units of more than two players",
    "damage_simultaneous": (
        "is the damage of a combat dealt simultaneously once all of it is assigned"
    ),
    "attacker_assigns_first": "does the attacker assign combat damage first",
    "contester_gains_focus": (
        "does the player who applied the contested status gain focus as a showdown begins"
    ),
    "attacker_gains_focus": "does the attacker gain focus as a combat begins",
    "attacker_applied_contested": (
        "is the attacker the player whose units applied the contested status to the battlefield"
    ),
}
# scoring, winning, conceding and the modes of play (judge/ask/readings/scoring.py)
QUESTION_VALUES["winning"] = {
    "below_zero": "can a player have less than 0 points",
    "last_player_remaining": "does a player who is the only player remaining in the game win",
    "game_ends": "does the game end when a player wins",
    "burn_out_point_is_score": "is a point gained from an opponent burning out a score",
    "effect_point_is_score": "is a point a spell or ability has a player gain a score",
    "hold_is_score": "is a hold a score",
    "conquer_is_score": "is a conquer a score",
    "burn_out_point_is_conquer": "is a point gained from an opponent burning out a conquer",
    "effect_point_is_conquer": "is a point a spell or ability has a player gain a conquer",
    "hold_is_conquer": "is a hold a conquer",
    "final_point_limits_conquer": (
        "does the final point restriction apply to a point from a conquer"
    ),
    "final_point_limits_hold": "does the final point restriction apply to a point from a hold",
    "final_point_limits_effect": (
        "does the final point restriction apply to a point from a spell or ability"
    ),
    "final_point_limits_burn_out": (
        "does the final point restriction apply to a point from an opponent burning out"
    ),
    "burn_out_burner_chooses": (
        "does the player who burns out choose the opponent who gains its point"
    ),
    "burn_out_self_chosen": "can the player who burns out choose themselves to gain its point",
    "burn_out_teammate_chosen": (
        "can the player who burns out choose their teammate to gain its point"
    ),
    "burn_out_every_opponent_gains": (
        "does every opponent of the player who burns out gain its point"
    ),
    "conquer_abilities_on_hold": "do conquer abilities trigger when a battlefield is held",
    "hold_abilities_on_conquer": "do hold abilities trigger when a battlefield is conquered",
    "burn_out_first_point_preventable": (
        "can the point of the first burn out in a sequence be prevented"
    ),
    "burn_out_repeated_point_preventable": (
        "can the point of a burn out after the first in a sequence be prevented"
    ),
}
QUESTION_VALUES["shared_by_team"] = {
    "control": "do teammates share control",
    "battlefield_control": "do teammates share control of a battlefield",
    "permanent_control": "do teammates share control of a unit, gear or other permanent",
    "points": "do teammates share their points",
    "legend": "do teammates share a Champion Legend",
    "battlefields": "do teammates share battlefields",
    "points_checked": (
        "does an ability that checks whether a player gains or loses points see the points "
        "their team gains or loses"
    ),
    "hand": "do teammates share a hand",
    "show_hand": "may a player show their hand to their teammate",
    "reveal_hand": "may a player reveal cards from their hand to their teammate at will",
    "xp": "do teammates share their XP",
}
QUESTION_VALUES["victory_score"] = {"mode": "what is the victory score of this mode"}
# the turn and its order (judge/ask/readings/turn.py)
QUESTION_VALUES["turn_rule"] = {
    "additional_turn_changes_order": "does an Additional Turn change the turn order",
    "heal_in_ending_step": "is a unit healed during the Ending Step",
}
# the Champion Legend in its Legend Zone (judge/ask/readings/setup.py)
QUESTION_VALUES["legend_rule"] = {
    "killed": "can a Champion Legend be killed",
    "moved": "can a Champion Legend be moved or removed from its Legend Zone",
    "targeted": "can a legend be targeted by spells or game effects",
    "permanent": "is a legend a permanent",
}
# game objects, permanents and the zones of the Board (judge/ask/readings/objects.py)
QUESTION_VALUES["object_kind"] = {
    "unit_game_object": "is every unit a game object",
    "gear_game_object": "is every gear a game object",
    "spell_game_object": "is every spell a game object",
    "rune_game_object": "is every rune a game object",
    "battlefield_game_object": "is every battlefield a game object",
    "legend_game_object": "is every legend a game object",
    "token_game_object": "is every token a game object",
    "buff_game_object": "is every buff a game object",
    "unit_permanent": "is every unit a permanent",
    "gear_permanent": "is every gear a permanent",
    "spell_permanent": "is every spell a permanent",
    "battlefield_permanent": "is every battlefield a permanent",
}
QUESTION_VALUES["battlefield_rule"] = {
    "killed": "can a battlefield be killed",
    "moved": "can a battlefield be moved",
    "targeted": "can a battlefield be targeted by spells or game effects",
}
QUESTION_VALUES["board_zone"] = {
    "base": "is every base part of the board",
    "battlefield": "is every battlefield part of the board",
    "facedown_zone": "is every facedown zone part of the board",
    "legend_zone": "is every legend zone part of the board",
    "chain": "is the chain part of the board",
    "trash": "is every trash part of the board",
    "champion_zone": "is every champion zone part of the board",
    "main_deck": "is every main deck zone part of the board",
    "rune_deck": "is every rune deck zone part of the board",
    "banishment": "is every banishment part of the board",
    "hand": "is every hand part of the board",
}
# deck construction, setup and the modes of play (judge/ask/readings/setup.py)
QUESTION_VALUES["setup"] = {
    "legend_zone": "is the Champion Legend placed in the Legend Zone at setup",
    "champion_zone": "is the Chosen Champion placed in the Champion Zone at setup",
    "random_turn_order": "is the turn order determined by a fair random method",
    "draw_four": "does a player draw 4 cards at setup",
    "mulligan_up_to_two": (
        "may a player set aside up to two cards in their mulligan and draw as many"
    ),
    "mulligan_recycled": "are the cards set aside in a mulligan recycled",
    "first_player_battlefields": "are the battlefields of the player going first used",
}
QUESTION_VALUES["battlefield_count"] = {"mode": "what is the battlefield count of this mode"}
QUESTION_VALUES["first_player"] = {"mode": "who goes first in this mode"}
QUESTION_VALUES["turn_amount"] = {
    "draw": "how many cards does the turn player draw in their draw phase",
    "channel": "how many runes does the turn player channel in their channel phase",
}
QUESTION_VALUES["when_in_turn"] = {
    "ready": "when does a player ready their units and gear",
    "draw": "when does a player draw a card each turn",
    "channel": "when does a player channel runes each turn",
    "heal": "when is damage healed from units",
}
QUESTION_VALUES["goes_to"] = {
    "kill": "where does a killed permanent go",
    "discard": "where does a discarded card go",
    "banish": "where does a banished card go",
    "recycle_card": "where does a recycled main deck card go",
    "recycle_rune": "where does a recycled rune go",
}
QUESTION_VALUES["match_format"] = {"mode": "how many games is a match of this mode"}
QUESTION_VALUES["first_turn"] = {
    "extra_rune": "who channels an extra rune in their first channel phase",
    "skips_first_draw": "who does not draw in their first draw phase",
}
# how many runes or cards, asked of one player's first Channel or Draw Phase
# (question `first_turn_amount`)
FIRST_TURN_AMOUNTS = {
    "channel": "how many runes does the player channel in their first channel phase",
    "draw": "how many cards does the player draw in their first draw phase",
}
# who makes the choices of a spell, an ability or a permanent (question `decides`)
DECIDES_CHOICES = {
    "targets": "chooses the targets of",
    "modes": "chooses the modes of",
    "costs": "pays the costs of",
    "inherent_abilities": "makes the decisions about the inherent abilities of",
    "unique_abilities": "makes the decisions about the unique abilities of",
    "while_played": "makes the decisions needed while playing",
    "when_played": "makes the decisions of the when you play me effects of",
}
QUESTION_VALUES["conceding"] = {
    "any_time": "may a player concede at any time",
    "last_opponent_wins": "when a player concedes, does the only other player remaining win",
    "teammate_loses": "when a player concedes, do their teammates lose too",
    "cards_banished": (
        "when a player concedes, are the permanents, runes and facedown cards they control or "
        "own banished"
    ),
    "spells_countered": ("when a player concedes, are their spells and abilities countered"),
    "battlefield_replaced": (
        "when a player concedes, is the battlefield they contributed replaced by a token "
        "battlefield with no abilities"
    ),
}
# the chain and priority, whatever the board (rules_data/facts/chain.yaml)
QUESTION_VALUES["chain_rule"] = {
    "one_chain": "can a second chain exist while a chain already exists",
    "cleanup_while_resolving": "can a cleanup happen while a chain item is resolving",
    "pending_during_cleanup": (
        "can a triggered ability be added to the chain as a pending item during a cleanup"
    ),
    "focus_gives_priority": "does a player who gains focus also gain priority",
}
# resolving (rules_data/facts/resolve.yaml)
QUESTION_VALUES["resolution"] = {
    "resolves_all_targets_illegal": "does a spell resolve when all its targets are illegal",
    "no_effect_still_played": (
        "is a spell none of whose instructions could be carried out still considered played"
    ),
    "partly_followed": "is an instruction that can be partly followed followed as far as it can",
    "leaves_chain_stops": (
        "does a spell that leaves the chain while resolving carry out its remaining instructions"
    ),
    "trigger_condition_info": (
        "is the information a triggered ability takes from its trigger condition fixed when the "
        "condition is met"
    ),
    "look_back": (
        "can an effect that moves something to another zone look back at its characteristics "
        "from before"
    ),
    "prevented_action_playable": (
        "can a card that instructs a game action a game effect prevents be played"
    ),
    "prevented_action_performed": (
        "is a game action a game effect prevents performed when the card that instructs it resolves"
    ),
    "play_restricted_on_chain": (
        "does text that says a player can't play some cards stop such a card already finalized "
        "on the chain"
    ),
}
QUESTION_VALUES["replacement"] = {
    "recycle_over_banish": (
        "is a spell played with then recycle it recycled when another replacement effect "
        "would banish it instead of its going to the trash"
    ),
    "banished_not_saved": (
        "can a replacement effect on a unit's death save it once another replacement effect "
        "has replaced that death with a banish"
    ),
    "decline_without_may": (
        "can a once each turn replacement effect without the word may be declined"
    ),
    "declined_not_used": (
        "can a once each turn replacement effect declined for one event be applied to a later "
        "event that turn"
    ),
    "applied_not_again": (
        "can a once each turn replacement effect applied to one event be applied to a later "
        "event that turn"
    ),
    "before_event": "is a replacement effect applied before the event it replaces occurs",
    "different_controllers": (
        "are the replacement effects of different controllers carried out at the same time "
        "carried out in turn order"
    ),
    "replaced_actions_first": (
        "are the game actions of a replacement effect performed before simultaneous "
        "unmodified events"
    ),
    "controller": ("is a replacement effect controlled by the player who controls its source"),
    "burn_out": "is the game action of burning out a replacement effect",
    "prevent_damage": "is the game action of preventing damage a replacement effect",
}
QUESTIONS = {
    "is_move": "is {} a move?",
    "is_location": "is {} a location?",
    "uses_chain": "does {} use the chain?",
    "changes_state": "does {} change the damage or statuses of what it recalls?",
    "stopped_by_move_restriction": "can an effect that stops movement stop {}?",
    "enters_ready": "does {} enter the board ready?",
    "exhausts": "does {} exhaust the unit?",
    "decided_on_finalize": "is this decided while a triggered ability is finalized: {}?",
}
# The other rules queries are said as one whole question (the tables above).
QUESTIONS |= {kind: "{}?" for kind in QUERY_KINDS if kind not in QUESTIONS}
SUBJECTS = {
    None: "units",
    "all": "all units",
    "yours": "your units",
    "friendly": "friendly units",
    "enemy": "enemy units",
}
VERBS = {"move": "move", "standard_move": "make a standard move", "play": "be played"}
PATTERNS = {place: place for place in ("here", "base", "battlefield", "anywhere")}
PHASES = {phase: phase for phase in ("awaken", "beginning", "channel", "draw", "main", "ending")}
STAGES = {"showdown": "showdown", "combat": "combat"}
DESIGNATIONS = {"attacker": "attacking", "defender": "defending"}
TIMINGS = {"none": "none", "Action": "Action", "Reaction": "Reaction"}
ABILITY_KEYWORDS = ("Action", "Reaction", "Empower", "Equip")
CONDITIONS = {"at_battlefield": "usable only at a battlefield"}
ACTIVATION_COSTS = {"exhaust": "costing exhausting its source"}
# A cost that is a game action on the activator's cards, with its amount.
CARD_COSTS = {
    "discard": "costing discarding {amount}",
    "recycle": "costing recycling {amount} from the trash",
}
TRIGGER_WHEN = {"move": "move", "conquer": "conquer", "play": "play", "spell": "spell"}
TRIGGER_WHEN = {
    "move": "move",
    "conquer": "conquer",
    "play": "play",
    "spell": "spell",
    "attack": "attack",
    "defend": "defend",
    "beginning": "beginning phase",
    "end_of_turn": "end of turn",
    "another_dies": "another unit dying",
    "chosen": "being chosen",
    "empowered": "becoming empowered",
    "equipped": "being equipped",
    "readied": "being readied by its controller",
}
# costs: the card being played and what changes its cost
PLAYING_TYPES = {t: TYPES[t] for t in ("spell", "unit", "gear")}
COST_KEYWORDS = {"Accelerate": "Accelerate", "Repeat": "Repeat"}
MODIFIER_KINDS = {
    "discount": "lowers the cost",
    "increase": "raises the cost",
    "set": "sets the cost",
    "ignore": "ignores the cost",
    "ignore_all": "ignores all costs",
}
MIGHT_KEYWORDS = {"Assault": "only what assault gives", "Shield": "only what shield gives"}
"""A Might question asked of what one keyword adds (might > keyword), said in parentheses."""
MIGHT_KINDS = {
    "set": "sets might",
    "add": "adds might",
    "increase_to": "increases might to amount",
    "double": "doubles might",
    "keywords_while_mighty": "grants keywords while mighty",
}
MODIFIER_COSTS = {"energy": "energy costs only", "power": "power costs only", "both": "both costs"}
COMPONENTS = {
    "total": "on the total cost",
    "additional": "on additional costs",
    "optional_additional": "on optional additional costs",
}
MODIFIER_AFFECTS = {
    "yours": "affecting your cards",
    "friendly": "affecting friendly cards",
    "enemy": "affecting enemy cards",
    "all": "affecting all cards",
    "this": "affecting this card",
}
MODIFIER_CARDS = {
    "spell": "for spells",
    "unit": "for units",
    "gear": "for gear",
    "any": "for any card",
}
RESOURCES = {"energy": "energy", "power": "power", "total": "in total"}
# paying: the domains of runes and Power, and what a Rune Pool holds
DOMAINS = {d: d for d in ("fury", "calm", "mind", "body", "chaos", "order")}
POOL_RESOURCES = {"energy": "energy", **{d: f"{d} power" for d in DOMAINS}}
POOL_RESOURCES["universal"] = "universal power"
COMPARISONS = {"exactly": "exactly", "at_most": "at most", "at_least": "at least"}
# targets: what an effect's text chooses
OBJECTS = {
    "anything": "anything",
    **{o: f"the {o}" for o in ("unit", "gear", "battlefield", "player", "spell", "ability")},
    **{o: f"the {o}" for o in ("rune", "legend", "card")},
}
CHANGE_ZONES = {zone: zone for zone in ("hand", "trash", "banishment", "main deck")}
# What a `setup_zone` question asks setup puts in a zone, as the controlled English says it.
SETUP_WHATS = {
    "legend": "the champion legend",
    "champion": "the chosen champion",
    "main deck": "the main deck",
    "rune deck": "the rune deck",
    "mulligan": "a card set aside in a mulligan",
}
# The zone a "Recycle X from [Zone]" action takes from: "you recycle 3 from the trash".
RECYCLE_ZONES = {"trash": "from the trash", "hand": "from the hand"}
# "Reveal your hand" (every card in it; no amount), or the top cards of the Main Deck
REVEAL_ZONES = {"hand": "from the hand", "main deck": "from the main deck"}

# What each kind of document object can say in the controlled English. A key of the schema
# (judge/engine/schema/scenario.schema.json) missing here is a key `describe` cannot say:
# tests/test_ask_controlled.py compares the two and fails on it.
ENTITY_KEYS = {
    "chain_item": (
        "name",
        "controller",
        "kind",
        "pending",
        "keywords",
        "optional",
        "cost",
        "flow",
        "source",
    ),
    "battlefield": ("name", "controller", "contested_by", "staged", "text", "ability_controller"),
    "unit": (
        "name",
        "controller",
        "owner",
        "played_by",
        "at",
        "exhausted",
        "stunned",
        "empowered",
        "damage",
        "might",
        "buffs",
        "assault",
        "shield",
        "hunt",
        "keywords",
        "played_this_turn",
        "accelerated",
        "designation",
        "text",
        "triggers",
        "might_effects",
        "keyword_effects",
        "deflect",
        "tags",
        "token",
    ),
    "gear": (
        "name",
        "controller",
        "owner",
        "at",
        "attached_to",
        "exhausted",
        "empowered",
        "keywords",
        "granted",
        "type",
        "might_bonus",
        "token",
    ),
    "facedown": ("name", "controller", "at", "type", "keywords", "hidden_this_turn"),
    "card": ("name", "controller", "type", "keywords", "triggers"),
    "zoned_card": (
        "name",
        "zone",
        "controller",
        "owner",
        "type",
        "keywords",
        "empowered",
        "banished_with",
        "might",
        "untargetable",
    ),
    # chain and costs; the first key is the name before the parentheses
    "trigger_action": ("ability", "by", "optional", "cost"),
    "playing": (
        "card",
        "by",
        "type",
        "energy",
        "power",
        "additional",
        "targets",
        "domain",
        "domains",
        "token",
        "flow",
    ),
    "flow_cost": ("energy", "power", "used"),
    "rune": ("name", "domain", "controller", "exhausted"),
    "additional_cost": ("name", "keyword", "energy", "power", "other", "optional", "paid"),
    "might_effect": (
        "source",
        "kind",
        "amount",
        "maximum",
        "minimum",
        "passive",
        "timestamp",
        "keywords",
    ),
    "keyword_effect": ("source", "keywords", "removed", "this_turn"),
    "delayed_replacement": ("card", "by", "chose", "used"),
    "delayed_trigger": ("ability", "by"),
    "cost_modifier": (
        "source",
        "controller",
        "kind",
        "energy",
        "power",
        "costs",
        "component",
        "minimum",
        "affects",
        "cards",
    ),
}
ENTITY_LISTS = {
    "chain": "chain_item",
    "battlefields": "battlefield",
    "units": "unit",
    "gear": "gear",
    "facedown": "facedown",
    "hand": "card",
    "cards": "zoned_card",
    "cost_modifiers": "cost_modifier",
    "runes": "rune",
    "replacements": "delayed_replacement",
    "delayed": "delayed_trigger",
}

# Words the parser can take as a keyword where a name stands (right after a name, or where
# a name may begin): a name holding one is written in quotes. Checked against the grammar's
# parse table by tests/test_ask_controlled.py.
# A create's place its creator chose (the effect naming none): said before the place.
CREATED_CHOSEN = {True: "at its creator's choice of"}
# A dependent-ability question's Legion: said as the keyword it names ("after the legion").
DEPENDENT_LEGION = {True: "legion"}
# A dependent-ability question's Empowered: said as the keyword it names ("after the empowered").
DEPENDENT_EMPOWERED = {True: "empowered"}

RESERVED = frozenset(
    {
        "gain",  # points changed by an effect: "X gains 2 points", "X loses 1 point"
        "gains",
        "lose",
        "loses",
        "spend",  # XP changed by an effect: "X gains 2 XP", "X spends 3 XP"
        "spends",
        "replace",  # Replace and Swap Back: "X replaces Y with a token Z", "X swaps back Z"
        "replaces",
        "with",
        "swap",
        "swaps",
        "lasting",  # a swap's duration: "X swaps the might of Y and Z lasting \"...\""
        "create",  # a token created: "X creates a unit token Y at Z"
        "creates",
        "reveal",  # cards revealed from the top of the Main Deck: "X reveals 2"
        "reveals",
        "before",  # outcomes: "what happens at X before the next cleanup?"
        "after",  # outcomes: "does this happen to X after the earlier actions: ...?"
        "or",  # outcomes: "does this happen to X or Y: ...?" (any one of them)
        "mighty",  # layers: "is X [not] mighty?", "is the might of X exactly 6?"
        "active",  # "is the ability after the level 3 of X active?"
        "alone",  # special terms: "is X alone?", "is X one on one?", "is X in combat?"
        "equipped",  # "is X equipped?"
        "have",  # a card's abilities: "does the card X have a triggered ability?"
        "text",  # a card's text named by the card: "the card text of X"
        "arriving",  # "the combat, X arriving after its cleanup, resolves"
        "one",
        "in",
        "not",
        "exactly",
        "went",
        "zero",
        "bonus",
        "clearing",
        "assigning",
        "choosing",  # a played spell's or a pending ability's targets: "X choosing Sett"
        "declining",  # "(declining X)" where "(Ruined Rex's Deathknell choosing Jax)" may stand
        "triggers",
        "trigger",
        "target",  # "does the card text of X target ...?", "the card text of X targets Y"
        "targets",
        "this",
        "performed",  # chain: a trigger "costing NAME performed 1 time this turn"
        "nothing",
        "moved",
        "became",
        "apply",
        "a",
        "activate",
        "activates",
        "against",
        "an",
        "and",
        "anything",
        "are",
        "at",
        "be",
        "beginning",
        "ending",
        "hide",
        "hides",
        "is",
        "its",
        "main",
        "make",
        "makes",
        "move",
        "moves",
        "no",
        "pass",
        "passes",
        "concede",
        "concedes",
        "play",
        "plays",
        "recalled",
        "resolves",
        "stayed",
        "the",
        "to",
        # game actions (s21): "you draw 2", "you discard 1", "you burn 1", "you channel 2"
        "draw",
        "draws",
        "discard",
        "discards",
        "burn",
        "burns",
        "channel",
        "channels",
        "awaken",  # the turn's phases: "it is your awaken phase"
        "recycle",
        "recycles",
        "attach",
        "attaches",
        "it",  # who makes a choice (s29): "is it X who chooses the targets of Y?"
        "every",  # what kind of thing: "is every rune a game object?"
        "who",
    }
)


WORD = re.compile(r"[^\W_][\w'’-]*")


def bare(name: str, reserved: frozenset[str] = RESERVED) -> bool:
    """Can this name be written without quotes and read back as itself?"""
    words = name.split(" ")
    return all(
        WORD.fullmatch(word) and word.lower().replace("’", "'") not in reserved for word in words
    )


def quote(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def unquote(text: str) -> str:
    """The text of a quoted string, its escapes (\\" and \\\\) undone. A line break with
    its indent is a space: a wrapped "Understood as" line breaks inside quotes too, and no
    name holds a line break (the loader refuses control characters)."""
    return re.sub(r"\\(.)", r"\1", re.sub(r"[ \t]*\n[ \t]*", " ", text[1:-1]))


def said(name: str, reserved: frozenset[str] = RESERVED) -> str:
    """A name as the controlled English writes it: bare when it reads back as itself."""
    return name if bare(name, reserved) else quote(name)
