"""Common given names, to tell a person's courtesy from a firm's.

"Courtesy of Amelia Thibodeau/via REUTERS" credits a person, "Courtesy of Blue Origin/via
REUTERS" and "Courtesy of Boston Dynamics/via REUTERS" a firm: both are two capitalised
words, so the credit reader takes the first as a person's only when it is a given name
listed here (or an initial) and no word of the name is a body's (:data:`BODY_WORDS`). The
list is short on purpose: a name missing from it only leaves the person as the picture's
source, as before, while a firm read as a person invents a photographer.

Names that are firms' or places' first words too ("Morgan" Stanley, "Mercy" Ships, "Walt"
Disney is caught by its "World") are left out.
"""

from __future__ import annotations

from .roles import word_set

__all__ = ["BODY_WORDS", "GIVEN_NAMES", "is_person_name"]

GIVEN_NAMES = word_set("""
aaron abby abdul abdullah abigail adam adrian ahmad ahmed aidan aisha alan albert alejandro
alex alexander alexandra alexis alfred ali alice alicia alison allison alma amanda amber
amelia amir amy ana andrea andreas andrew andy angela angelica angie ann anna anne annie
anthony anton antonio april ariana ariel arthur ashley audrey austin ava barbara barry
ben benjamin beth betty bill billy blake bob bobby brad bradley brandon brenda brett brian
bridget brittany brooke bruce bryan caitlin caleb cameron camila carl carla carlos carmen
carol caroline carolyn casey catherine cathy chad charles charlie charlotte chloe chris
christian christina christine christopher cindy claire clara claudia colin connor craig
crystal cynthia daisy dan dana daniel daniela danielle danny darren dave david dawn dean
deborah debra denise dennis derek diana diane diego dmitry dominic don donald donna doris
dorothy doug douglas dylan ed eddie edgar edith eduardo edward elena eli elias elijah
elizabeth ella ellen emily emma eric erica erik erin ethan eugene eva evan evelyn fatima
felipe felix fernando fiona frances francesca francis francisco frank fred frederick gabriel
gabriela gail gary gavin george georgia gerald gina giovanni giulia gloria gordon grace
greg gregory hailey haley hannah harold harry hassan heather heidi helen henry holly howard
hugo ian igor irene isaac isabel isabella ivan jack jackie jacob jacqueline jake james jamie
jan jane janet janice jared jason javier jean jeff jeffrey jenna jennifer jenny jeremy
jerry jesse jessica jill jim jimmy joan joanna joe joel john johnny jon jonathan jordan
jorge jose joseph josh joshua joy joyce juan judith judy julia julian julie justin karen
karim kate katherine kathleen kathryn kathy katie kayla keith kelly ken kenneth kevin kim
kimberly kristen kurt kyle laura lauren laurie leah lee leo leon leslie liam lily linda
lisa liz lori louis louise lucas lucy luis luke lydia lynn madison maggie malik marc marcus
margaret maria marie marina mario mark marta martha martin marvin mary matt matthew maureen
max maya megan melanie melissa michael michelle miguel mike mikhail mohamed mohammed monica
muhammad nadia nancy naomi natalia natalie nathan neil nicholas nick nicole nina noah
nora olga oliver olivia omar oscar owen pablo pamela patricia patrick paul paula pedro
peggy peter philip phillip priya rachel rafael ralph randy raul ray raymond rebecca renee
ricardo richard rick rita rob robert roberto robin roger ronald rosa rose ross roy ruby
russell ruth ryan sally sam samantha samuel sandra sara sarah scott sean sergei sergio
shane shannon sharon shawn sheila sofia sonia sophia sophie stacy stephanie stephen steve
steven susan suzanne tamara tanya tara teresa terry theresa thomas tiffany tim timothy
tina todd tom tommy tony tracy travis trevor tyler valerie vanessa vera veronica victor
victoria vincent virginia walter wayne wendy william yasmin yusuf zachary zoe
kelsey courtney whitney lindsay lindsey chelsea jasmine mackenzie kaitlyn brianna marissa
alyssa molly abbie jordyn hunter chase cody dustin garrett logan mason carter wyatt levi
""")

# the words of a body's, a firm's or a place's name, never of a person's ("Walt Disney
# World", "Mercy Ships", "Boston Dynamics", "Marathon Petroleum")
BODY_WORDS = word_set("""
world ships ship dynamics petroleum origin group labs lab inc corp corporation company co
foundation institute institution museum zoo aquarium park parks energy oil gas motors
airlines airways systems technologies technology robotics aerospace space pharmaceuticals
health hospital university college school church council department agency service
services police army navy force guard news media studios studio pictures records
entertainment productions bank capital partners holdings international global industries
mining resources farms farm ranch club team society association union trust project
network resort hotel hotels center centre observatory laboratory reserve sanctuary rescue
foods brewing airport port authority ministry office government family films ltd llc
""")


def is_person_name(name: str) -> bool:
    """Whether a courtesy's name of two words or more is a person's: a listed given name or
    an initial first ("Tim Moody", "J. R. Smith"), and no body's word in it."""
    words = name.split()
    if len(words) < 2 or any(w.casefold().strip(".,") in BODY_WORDS for w in words):
        return False
    first = words[0].casefold().split("-")[0]  # ("Mary-Kate")
    return first in GIVEN_NAMES or len(first.rstrip(".")) == 1
